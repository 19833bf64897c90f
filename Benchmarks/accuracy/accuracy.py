#!/usr/bin/env python3
"""How many explicit accessibility-identifier sites of an app `ax-lsp ids` reports, and with a value.

Usage: Benchmarks/accuracy/accuracy.py --ax-lsp PATH [--timeout SECONDS] [--markdown] APP_FOLDER...

For each app folder:
  1. a plain text scan lists the explicit identifier sites (file and line) a reader would count:
     `.accessibilityIdentifier(`, `accessibilityIdentifier =`, `.accessibility(identifier:` in
     Swift files that are not test code (no `import XCTest`: ax-lsp reports app elements), and
     `<accessibility ... identifier=` / runtime attributes with keyPath `accessibilityIdentifier`
     in storyboards and xibs (matched by value to an identifier reported on an element above);
  2. `ax-lsp ids --format json` runs on the folder (with a timeout, the caches off);
  3. a site is *reported* when an explicit or Interface Builder identifier is reported on its
     line (IB: the same value on an element line above it; a SwiftUI value passed in through a
     parameter, reported at the argument that supplies it, counts for the line of the modifier
     that applies it, its last `via` step); it *has a value* when one of
     them is certain or possible, or a template whose `{…}` parts are all run-time values;
  4. every other site is listed with a reason (the JSON lists every site not reported): `not reported`, or per template part
     `unresolved constant` (a name that looks like a constant, `IDs.x`), `unsupported
     expression: <kind>` (ternary, call, subscript, …) or `run-time value`.
The scan is text, by design: it is the yardstick the analysis is measured against, not analysis.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import time

SWIFT_PATTERNS = (".accessibilityIdentifier(", "accessibilityIdentifier =", ".accessibility(identifier:")
SKIPPED_DIRECTORIES = {".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"}


def scan(folder):
    """Explicit identifier sites as {(relative path, line): IB identifier value or None}."""
    sites = {}
    for root, directories, files in os.walk(folder):
        directories[:] = sorted(d for d in directories if d not in SKIPPED_DIRECTORIES)
        for name in files:
            path = os.path.join(root, name)
            relative = os.path.relpath(path, folder)
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
            except OSError:
                continue
            if name.endswith(".swift"):
                if "import XCTest" in text:
                    continue
                for number, line in enumerate(text.splitlines(), start=1):
                    stripped = line.strip()
                    if stripped.startswith("//") or stripped.startswith("*"):
                        continue
                    if any(pattern in line for pattern in SWIFT_PATTERNS) and "accessibilityIdentifier ==" not in line:
                        if "func accessibilityIdentifier(" in line or "var accessibilityIdentifier" in line or "let accessibilityIdentifier" in line:
                            continue
                        sites[(relative, number)] = None
            elif name.endswith(".storyboard") or name.endswith(".xib"):
                lines = text.splitlines()
                for number, line in enumerate(lines, start=1):
                    if "<accessibility " in line and "identifier=" in line:
                        sites[(relative, number)] = attribute(line, "identifier")
                    elif 'keyPath="accessibilityIdentifier"' in line:
                        # The value is on the `<string key="value" value="…"/>` line or the attribute's own line.
                        following = " ".join(lines[number - 1:number + 2])
                        sites[(relative, number)] = attribute(following, "value")
    return sites


def attribute(line, name):
    """The XML attribute `name="…"` of a line, or None."""
    marker = ' %s="' % name
    start = line.find(marker)
    if start < 0:
        return None
    start += len(marker)
    end = line.find('"', start)
    return line[start:end] if end >= 0 else None


def holes(template):
    """The `{…}` parts of a template, braces balanced."""
    parts, depth, start = [], 0, 0
    for index, character in enumerate(template):
        if character == "{":
            if depth == 0:
                start = index + 1
            depth += 1
        elif character == "}" and depth > 0:
            depth -= 1
            if depth == 0:
                parts.append(template[start:index])
    return parts


def reason(part):
    text = part.strip()
    if text in ("", "?"):
        return "unsupported expression: no string argument"
    if "?" in text and ":" in text:
        return "unsupported expression: ternary"
    if "??" in text:
        return "unsupported expression: ?? with a run-time left side"
    if "(" in text:
        # `level.lowercased()`, `item.id.description()`: a method of a run-time value.
        if text[:1].islower() and not text.startswith("self."):
            return "run-time value"
        return "unsupported expression: call"
    if "[" in text:
        return "unsupported expression: subscript"
    if " " in text:
        return "unsupported expression: operator"
    head = text.split(".")[0]
    if "." in text and head[:1].isupper() and head not in ("Self",):
        return "unresolved constant"
    return "run-time value"


def run_ids(ax_lsp, folder, timeout):
    started = time.monotonic()
    try:
        completed = subprocess.run([ax_lsp, "ids", folder, "--format", "json", "--no-cache"], capture_output=True, text=True,
                                   timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - started
    elapsed = time.monotonic() - started
    try:
        return json.loads(completed.stdout).get("identifiers", []), elapsed
    except json.JSONDecodeError:
        sys.stderr.write(completed.stderr[-2000:])
        return None, elapsed


def measure(ax_lsp, folder, timeout):
    sites = scan(folder)
    identifiers, elapsed = run_ids(ax_lsp, folder, timeout)
    result = {"app": os.path.basename(os.path.normpath(folder)), "sites": len(sites), "seconds": round(elapsed, 1)}
    if identifiers is None:
        result["error"] = "ids did not finish within %ds" % timeout
        return result
    explicit = [i for i in identifiers if i["convention"] in ("explicit-uikit", "explicit-swiftui", "interface-builder")]
    by_line = collections.defaultdict(list)
    for identifier in explicit:
        by_line[(identifier["file"], identifier["line"])].append(identifier)
        # A value passed in through a parameter (custom view, modifier, style factory) is reported
        # at the argument that supplies it; its last `via` step is the modifier that applies it.
        applied = identifier.get("via") or []
        if identifier["convention"] == "explicit-swiftui" and applied:
            key = (applied[-1]["file"], applied[-1]["line"])
            if key != (identifier["file"], identifier["line"]):
                by_line[key].append(identifier)
    keys = collections.Counter((i["file"], i["line"], i["column"], i["identifier"]) for i in identifiers)
    result["repeated_entries"] = sum(count - 1 for count in keys.values() if count > 1)
    reported, valued, runtime_templates, reasons, examples, unreported = 0, 0, 0, collections.Counter(), {}, []
    for site in sorted(sites):
        file, line = site
        found = by_line.get(site, [])
        if not found and (file.endswith(".storyboard") or file.endswith(".xib")):
            # IB identifiers are reported on the element's line, above its `<accessibility>` child.
            found = [i for i in explicit if i["file"] == file and i["line"] <= line and i["identifier"] == sites[site]]
        if not found:
            reasons["not reported"] += 1
            examples.setdefault("not reported", "%s:%d" % site)
            unreported.append("%s:%d" % site)
            continue
        reported += 1
        site_reasons = []
        exact = any(identifier["certainty"] in ("certain", "possible") for identifier in found)
        for identifier in found:
            if identifier["certainty"] in ("certain", "possible"):
                site_reasons = []
                break
            parts = [reason(part) for part in holes(identifier["identifier"])]
            unexplained = [p for p in parts if p != "run-time value"]
            if not unexplained:
                site_reasons = []
                break
            site_reasons = unexplained
        if site_reasons:
            for why in sorted(set(site_reasons)):
                reasons[why] += 1
                examples.setdefault(why, "%s:%d `%s`" % (file, line, found[0]["identifier"]))
        else:
            valued += 1
            if not exact:
                runtime_templates += 1
    result.update(reported=reported, valued=valued, runtime_templates=runtime_templates, identifiers=len(identifiers), reasons=dict(reasons), examples=examples,
                  unreported=unreported)
    return result


def percent(part, whole):
    return "%.1f%%" % (100.0 * part / whole) if whole else "n/a"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ax-lsp", required=True)
    parser.add_argument("--timeout", type=int, default=900)
    parser.add_argument("--markdown", action="store_true", help="one table row per app")
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    for folder in arguments.folders:
        result = measure(arguments.ax_lsp, folder, arguments.timeout)
        if arguments.markdown:
            if "error" in result:
                print("| %s | %d | %s | | | | | %ss |" % (result["app"], result["sites"], result["error"], result["seconds"]))
                continue
            why = "; ".join("%s %d" % (k, v) for k, v in sorted(result["reasons"].items(), key=lambda kv: -kv[1]))
            print("| %s | %d | %d (%s) | %d (%s) | %d | %d | %s | %ss |" % (
                result["app"], result["sites"], result["reported"], percent(result["reported"], result["sites"]),
                result["valued"], percent(result["valued"], result["sites"]), result["runtime_templates"],
                result["repeated_entries"], why or "—", result["seconds"]))
        else:
            print(json.dumps(result, indent=2))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
