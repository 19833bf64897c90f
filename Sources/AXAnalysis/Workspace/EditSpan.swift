// The single span in which two versions of a file's text differ, found by comparing bytes from both
// ends, so a workspace can check whether a new summary is the old one moved past that span.

import Foundation

/// Bytes `start..<oldEnd` of the old text became `start..<newEnd` of the new one.
struct EditSpan: Equatable {
    var start: Int
    var oldEnd: Int
    var newEnd: Int

    /// Offsets at or after the old end move by the change in length; offsets before it stay.
    var shift: OffsetShift { OffsetShift(from: oldEnd, delta: newEnd - oldEnd) }

    /// The span, or nil when the texts are equal. A run of equal bytes around the edit makes the
    /// span ambiguous (typing `a` after `a`); the longest common prefix decides, and callers
    /// check the result against the facts anyway.
    static func between(_ old: String, _ new: String) -> EditSpan? {
        var old = old
        var new = new
        return old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in between(oldBytes, newBytes) }
        }
    }

    static func between(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> EditSpan? {
        let shorter = min(old.count, new.count)
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else {
            return old.count == new.count ? nil : EditSpan(start: 0, oldEnd: old.count, newEnd: new.count)
        }
        // Whole blocks by `memcmp`, then bytes: the server compares a document's text before and
        // after every keystroke, and a byte loop over a 5,000-line file was 4% of one.
        let block = 256
        var prefix = 0
        while prefix + block <= shorter, memcmp(oldBase + prefix, newBase + prefix, block) == 0 { prefix += block }
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return nil }
        let room = shorter - prefix
        var suffix = 0
        while suffix + block <= room,
            memcmp(oldBase + old.count - suffix - block, newBase + new.count - suffix - block, block) == 0
        { suffix += block }
        while suffix < room, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return EditSpan(start: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
    }
}
