#!/usr/bin/env python3
"""Injects typos into a real app's UI-test queries and shows which ones `ax-lsp check` catches.

Usage: Benchmarks/accuracy/inject_typos.py --ax-lsp PATH [--per-kind N] [--seed S] [--keep] [--json | --json-out FILE] APP_FOLDER...

For each app folder:
  1. the folder is copied twice to a temporary folder (original and mutated);
  2. the app's tests are scanned for queries, by kind (see KINDS), one scanner per framework
     (SCANNERS):
     - XCUITest (Swift files that import XCTest and name XCUIApplication): literal subscripts and
       `matching(identifier:)` (also inside page objects and helpers, and with `self` implicit),
       predicates on `identifier` and on `label`, constants of the app's own namespace, cases of
       an identifier enum queried through the app's own subscript (`app.buttons[.loginButton]`,
       `[AccessibilityIdentifier.loginButton]`) and other `[Type.member]` subscripts, and the
       literal parts of interpolated queries;
     - Maestro (`*.yaml`/`*.yml` under a `.maestro` folder): `id:` selectors, quoted or not,
       block or inline (`{ id: "x" }`); a value with regular-expression syntax other than `.`
       (an alternation, `.*`) or a `${VAR}` is skipped, since one typo need not break a pattern;
     - Appium (JavaScript/TypeScript, Python, Java/Kotlin and Ruby files outside installed
       dependencies): WebdriverIO `'~id'` literals wherever they are written (and the literal
       part of a template literal `` `~row-${i}` ``), `AppiumBy.ACCESSIBILITY_ID, "id"` (and
       `MobileBy.`, `value="id"`), `accessibilityId("id")`/`AccessibilityId("id")`/
       `find_element_by_accessibility_id("id")`, `@iOSXCUITFindBy(accessibility = "id")`, Ruby
       `:accessibility_id, 'id'` and `accessibility_id: 'id'`;
  3. up to --per-kind queries of each kind, one per line, get one typo each (two adjacent letters
     swapped, or a letter dropped), in the mutated copy; within a kind, distinct queried values
     are taken before repeats of one (a flow suite naming one id 166 times would otherwise be
     sampled as that id only);
  4. `ax-lsp check --reporter json --no-cache` runs on both copies; a typo is *caught* when the
     mutated copy has a new `unknown-identifier-in-ui-test` finding on its line, and every other
     new finding is listed as *unexpected* (the target is none);
  5. a typo that is not caught gets a reason: a label query (a subscript or a label predicate)
     whose original text is a label the app shows, not one of its identifiers (nor shaped like
     them: in the namespace of one, `settings.` of `settings.logout`), cannot be caught
     by design, since its typo looks like UI text the analysis cannot see (system UI, server
     data); it is counted apart, never silently. An Appium accessibility id matches an
     element's identifier or, failing that, its label, so it is a label query too; a Maestro
     `id:` matches identifiers only. A typo in the name of a member of a type the UI tests
     declare themselves (`Identifiers.emial`) is a *compiler* error, which no analysis needs to
     catch; the values of those constants are a kind of their own (a stale copy of the app's
     identifier), caught by a new finding naming the typo wherever the constant is queried.
     A query on another app (`springboard.buttons["x"]`, a local bound to
     `XCUIApplication(bundleIdentifier:)`) is on UI the analysis does not see (*other app*).
     Any other miss is a *miss*.
The query scan is text, by design: it is the yardstick, not analysis. Another framework adds a
scanner to SCANNERS and its kinds to KINDS.
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

SKIPPED_DIRECTORIES = {".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"}
QUERY_PROPERTIES = (
    "buttons|staticTexts|otherElements|cells|textFields|secureTextFields|textViews|switches|images|"
    "navigationBars|tables|collectionViews|scrollViews|tabBars|toolbars|sliders|pickers|pickerWheels|"
    "segmentedControls|searchFields|links|alerts|sheets|webViews|menuItems|steppers|toggles|progressIndicators|"
    "activityIndicators|datePickers|maps|windows|keys|any|descendants\\(matching: [.\\w]+\\)|children\\(matching: [.\\w]+\\)"
)
# Each kind: a regex whose group "value" is the queried text, and whether the query matches
# labels too (a subscript or `matching(identifier:)`; a label predicate matches labels only).
KINDS = {
    "subscript literal": (re.compile(r'(?<![\w"])(?:' + QUERY_PROPERTIES + r')\["(?P<value>[^"\\]{3,})"\]'), "label"),
    "matching(identifier:)": (re.compile(r'(?:matching|element|containing)\([^)]*identifier: "(?P<value>[^"\\]{3,})"'), "label"),
    "identifier predicate": (re.compile(r"NSPredicate\(format: \"identifier (?:==|=|BEGINSWITH|CONTAINS|ENDSWITH|LIKE|MATCHES)(?:\[c?d?\])? '(?P<value>[^'\\]{3,})'"), "identifier"),
    "label predicate": (re.compile(r"NSPredicate\(format: \"label (?:==|=|BEGINSWITH|CONTAINS|ENDSWITH|LIKE)(?:\[c?d?\])? '(?P<value>[^'\\]{3,})'"), "label"),
    "namespace constant": (None, "identifier"),
    # A case of an identifier enum through the app's own `XCUIElementQuery` subscript, `.case` or
    # `Enum.case`, or a constant through a short type name (`Identifiers.x`, a typealias of the
    # namespace); nothing after it (a payload `(…)` or a member `.asString` is another shape).
    "enum or member subscript": (re.compile(r'(?:' + QUERY_PROPERTIES + r')\[(?P<type>[A-Z]\w*)?\.(?P<value>[a-z]\w{2,})\]'), "identifier"),
    # The value of a constant the UI tests declare themselves (`private enum Identifiers {
    # static let email = "login.email" }`) and query by name: a stale copy of the app's value.
    # Scanned by scan_test_constants; caught by a new finding naming the typo wherever it is.
    "test-local constant value": (None, "identifier"),
    "template literal part": (re.compile(r'(?:' + QUERY_PROPERTIES + r')\["(?P<value>[^"\\]{3,})\\\('), "identifier"),
    # Scanned by scan_maestro and scan_appium, not by line patterns of Swift.
    "Maestro id": (None, "identifier"),
    "Appium accessibility id": (None, "label"),
    "Appium template part": (None, "identifier"),
}
SWIFT_KINDS = ("subscript literal", "matching(identifier:)", "identifier predicate", "label predicate",
               "namespace constant", "enum or member subscript", "template literal part")
# `static let name = "value"` in UI-test code.
TEST_CONSTANT = re.compile(r'\bstatic let (?P<name>\w+)\s*(?::\s*String\s*)?=\s*"(?P<value>[^"\\]{3,})"')
TYPE_DECLARATION = re.compile(r'\b(?:enum|struct|class|extension) (\w+)')
RULE = "unknown-identifier-in-ui-test"


def swift_files(folder):
    for root, directories, files in os.walk(folder):
        directories[:] = sorted(d for d in directories if d not in SKIPPED_DIRECTORIES)
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(root, name)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def is_ui_test(text):
    # A file that only names XCUIElement may be a unit test of view code; page objects and
    # helpers of UI tests name XCUIApplication.
    return "import XCTest" in text and "XCUIApplication" in text


def namespace_roots(folder):
    """Outermost names of enums/structs in app code that hold `static let x = "…"` constants."""
    roots = set()
    declaration = re.compile(r'^(?:public |internal )?(?:enum|struct) (\w+)', re.M)
    for path in swift_files(folder):
        text = read(path)
        if "import XCTest" in text or 'static let' not in text:
            continue
        if "ccessibilit" not in text and "Identifier" not in text and "A11y" not in text:
            continue
        for match in declaration.finditer(text):
            roots.add(match.group(1))
    return {root for root in roots if "dentifier" in root or "A11y" in root or "ccessibility" in root}


def scan_xcuitest(folder):
    """Candidate queries: (kind, relative path, line number, start, end, value) with the value's
    span in the line. Namespace constants are `Root.Inner.member` written in UI tests."""
    roots = namespace_roots(folder)
    constant = re.compile(r'\b(?:' + "|".join(sorted(roots)) + r')(?:\.\w+)+\.(?P<value>[a-z]\w{3,})\b') if roots else None
    found = []
    for path in swift_files(folder):
        text = read(path)
        if not is_ui_test(text):
            continue
        relative = os.path.relpath(path, folder)
        for number, line in enumerate(text.splitlines(), start=1):
            stripped = line.strip()
            if stripped.startswith("//"):
                continue
            for kind in SWIFT_KINDS:
                pattern = constant if kind == "namespace constant" else KINDS[kind][0]
                if pattern is None:
                    continue
                for match in pattern.finditer(line):
                    found.append((kind, relative, number, match.start("value"), match.end("value"), match.group("value")))
    return found


OTHER_APP = re.compile(r'\b(?:let|var) (\w+)\s*=\s*XCUIApplication\(bundleIdentifier:')


def on_another_app(text, line):
    """Whether `line` queries a local bound to another app in its file
    (`let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")`)."""
    return any(re.search(r'\b' + re.escape(name) + r'\b', line) for name in OTHER_APP.findall(text))


def test_declared_types(folder):
    """Names of the types UI-test code declares: a typo in a member of one (`Identifiers.emial`)
    is a compile error, not a stale query."""
    names = set()
    for path in swift_files(folder):
        text = read(path)
        if is_ui_test(text):
            names.update(TYPE_DECLARATION.findall(text))
    return names


def scan_test_constants(folder):
    """Constants UI-test code declares and queries by name (`app.textFields[Identifiers.email]`):
    their values are copies of the app's identifiers, which go stale when the app renames one."""
    texts = {}
    for path in swift_files(folder):
        text = read(path)
        if is_ui_test(text):
            texts[os.path.relpath(path, folder)] = text
    queried = set()
    for text in texts.values():
        queried.update(m.group("value") for m in KINDS["enum or member subscript"][0].finditer(text))
    found = []
    for relative, text in texts.items():
        for number, line in enumerate(text.splitlines(), start=1):
            match = TEST_CONSTANT.search(line)
            if match and not line.strip().startswith("//") and match.group("name") in queried:
                found.append(("test-local constant value", relative, number, match.start("value"), match.end("value"), match.group("value")))
    return found


def files(folder, suffixes, skipped=frozenset()):
    for root, directories, names in os.walk(folder):
        directories[:] = sorted(d for d in directories if d not in SKIPPED_DIRECTORIES and d not in skipped)
        for name in sorted(names):
            if name.endswith(suffixes):
                yield os.path.join(root, name)


# `id:` as a key of its own (not `appId:`, not `testId:`), then its value: double-quoted,
# single-quoted or plain up to a comma, brace, comment or the end of the line.
MAESTRO_ID = re.compile(r"(?:^|[\s{,-])id:\s*(?:\"(?P<double>[^\"\\]*)\"|'(?P<single>[^']*)'|(?P<plain>[^\s\"',{}#][^,{}#]*?))\s*(?=$|[,}#])")
MAESTRO_REGEX_SYNTAX = re.compile(r"[\\^$|?*+()\[\]{}]")


def scan_maestro(folder):
    """`id:` selectors of the flows in `.maestro` folders: only values that are plain text (an
    identifier's `.` allowed), since one typo need not break a regular expression, and no
    `${VAR}`, whose value may come from the command line."""
    found = []
    for path in files(folder, (".yaml", ".yml")):
        relative = os.path.relpath(path, folder)
        if ".maestro" not in relative.split(os.sep)[:-1]:
            continue
        for number, line in enumerate(read(path).splitlines(), start=1):
            if line.lstrip().startswith("#"):
                continue
            for match in MAESTRO_ID.finditer(line):
                group = next(g for g in ("double", "single", "plain") if match.group(g) is not None)
                value = match.group(group)
                if len(value) < 3 or MAESTRO_REGEX_SYNTAX.search(value):
                    continue
                found.append(("Maestro id", relative, number, match.start(group), match.end(group), value))
    return found


APPIUM_SUFFIXES = (".js", ".mjs", ".cjs", ".ts", ".py", ".java", ".kt", ".rb")
APPIUM_DEPENDENCIES = frozenset({"node_modules", "site-packages", "venv", ".venv", "vendor", "build", "target", "dist", ".gradle"})
STRING = r"(?:\"(?P<double>[^\"\\\n]*)\"|'(?P<single>[^'\\\n]*)')"
APPIUM_CALLS = [
    # Python: `AppiumBy.ACCESSIBILITY_ID, "id"`, `by=MobileBy.ACCESSIBILITY_ID, value="id"`.
    re.compile(r"\b(?:AppiumBy|MobileBy|By)\.ACCESSIBILITY_ID\s*,\s*(?:value\s*=\s*)?" + STRING),
    # `accessibilityId("id")`, `AccessibilityId("id")`, `find_element_by_accessibility_id("id")`.
    re.compile(r"(?i:accessibility_?id)\s*\(\s*" + STRING),
    # Java/Kotlin page objects.
    re.compile(r"@iOS(?:XCUIT)?FindBy\s*\(\s*(?:accessibility|id)\s*=\s*" + STRING),
    # Ruby: `find_element(:accessibility_id, 'id')`, `accessibility_id: 'id'`.
    re.compile(r"(?::accessibility_id\s*,|\baccessibility_id:)\s*" + STRING),
]
# WebdriverIO: any string literal starting with `~` (not `~/`, a home folder), and the literal
# part before the first `${` of a template literal.
WDIO_TILDE = re.compile(r"(?P<quote>[\"'`])~(?P<value>[^\"'`\\\s/][^\"'`\\\n]*)(?P=quote)")
WDIO_TEMPLATE = re.compile(r"`~(?P<value>[^`$\\\n]{3,})\$\{")


def scan_appium(folder):
    """Accessibility-id selectors of Appium suites; a file under an `android` folder or named
    `*.android.*` is skipped, since only Android runs it."""
    found = []
    for path in files(folder, APPIUM_SUFFIXES, APPIUM_DEPENDENCIES):
        relative = os.path.relpath(path, folder)
        name = os.path.basename(path).lower()
        if ".android." in name or "android" in (part.lower() for part in relative.split(os.sep)[:-1]):
            continue
        javascript = name.endswith((".js", ".mjs", ".cjs", ".ts"))
        for number, line in enumerate(read(path).splitlines(), start=1):
            if line.lstrip().startswith(("//", "#", "*", "/*")):
                continue
            spans = []
            for pattern in APPIUM_CALLS:
                for match in pattern.finditer(line):
                    group = "double" if match.group("double") is not None else "single"
                    spans.append(("Appium accessibility id", match.start(group), match.end(group), match.group(group)))
            if javascript:
                for match in WDIO_TILDE.finditer(line):
                    if match.group("quote") == "`" and "${" in match.group("value"):
                        continue
                    spans.append(("Appium accessibility id", match.start("value"), match.end("value"), match.group("value")))
                for match in WDIO_TEMPLATE.finditer(line):
                    spans.append(("Appium template part", match.start("value"), match.end("value"), match.group("value")))
            found += [(kind, relative, number, start, end, value) for kind, start, end, value in spans if len(value) >= 3]
    return found


SCANNERS = [scan_xcuitest, scan_test_constants, scan_maestro, scan_appium]


def scan_queries(folder):
    return [candidate for scanner in SCANNERS for candidate in scanner(folder)]


def typo(value, rng):
    """Swaps two adjacent letters or drops one, away from the ends and from separators."""
    positions = [i for i in range(1, len(value) - 2) if value[i].isalpha() and value[i + 1].isalpha() and value[i] != value[i + 1]]
    if positions and rng.random() < 0.6:
        i = rng.choice(positions)
        return value[:i] + value[i + 1] + value[i] + value[i + 2:]
    letters = [i for i in range(1, len(value) - 1) if value[i].isalpha()]
    if not letters:
        return None
    i = rng.choice(letters)
    return value[:i] + value[i + 1:]


def check(ax_lsp, folder):
    result = subprocess.run([ax_lsp, "check", "--no-cache", "--quiet", "--reporter", "json", folder],
                            capture_output=True, text=True)
    findings = json.loads(result.stdout or '{"findings": []}')["findings"]
    return {(f["file"], f["line"], f["rule"], f["message"]) for f in findings}


def identifiers(ax_lsp, folder):
    result = subprocess.run([ax_lsp, "ids", "--no-cache", "--quiet", "--format", "json", folder], capture_output=True, text=True)
    try:
        entries = json.loads(result.stdout or "[]")
    except json.JSONDecodeError:
        return set()
    if isinstance(entries, dict):
        entries = entries.get("identifiers", [])
    # `ids --format json` names the value `identifier` (a template writes run-time parts `{…}`).
    return {entry.get("identifier") for entry in entries if isinstance(entry, dict) and entry.get("identifier")}


SEPARATORS = re.compile(r"[._\-/]")


def namespace(value):
    """The part before the first separator of a value without whitespace (`settings.` of
    `settings.logout`), as the rule reads an identifier's shape; None for text."""
    match = SEPARATORS.search(value)
    if re.search(r"\s", value) or not match or match.start() == 0:
        return None
    return value[:match.end()]


def is_identifier(value, known):
    """Whether `value` is one of the app's identifiers as `ids` reports them: a concrete one, one
    that fits a template's literal parts, or one shaped like them (in the namespace of one,
    `aid-` of `aid-menu-btn`): an identifier set through a value the analysis does not follow
    is still not a label."""
    if value in known:
        return True
    for template in known:
        pieces = re.split(r"\{[^{}]*\}", template)
        if len(pieces) > 1 and any(pieces) and re.fullmatch(".*".join(map(re.escape, pieces)), value, re.S):
            return True
    own = namespace(value)
    return own is not None and any(namespace(identifier) == own for identifier in known)


def constant_name(folder, candidate):
    """The name of the test-local constant whose value `candidate` is."""
    line = read(os.path.join(folder, candidate[1])).split("\n")[candidate[2] - 1]
    match = TEST_CONSTANT.search(line)
    return match.group("name") if match else None


def run_app(app, ax_lsp, per_kind, seed, keep):
    rng = random.Random(seed)
    name = os.path.basename(os.path.normpath(app))
    work = tempfile.mkdtemp(prefix="ax-typos-")
    original, mutated = os.path.join(work, "original", name), os.path.join(work, "mutated", name)
    shutil.copytree(app, original, symlinks=True)
    shutil.copytree(app, mutated, symlinks=True)
    candidates = scan_queries(original)
    # One typo per line, up to per_kind of each kind, spread over the files.
    used_lines, chosen = set(), []
    for kind in KINDS:
        of_kind = [c for c in candidates if c[0] == kind]
        rng.shuffle(of_kind)
        # Distinct values first, then repeats: the first occurrence of each value in the
        # shuffled order, then everything else in that order.
        seen_values = set()
        firsts = [c for c in of_kind if not (c[5] in seen_values or seen_values.add(c[5]))]
        of_kind = firsts + [c for c in of_kind if c not in firsts]
        count = 0
        for candidate in of_kind:
            if count >= per_kind:
                break
            key = (candidate[1], candidate[2])
            if key in used_lines:
                continue
            # A constant whose query already names it with a typo (which does not compile) is
            # queried nowhere: a typo in its value could not be seen, by anyone.
            if kind == "test-local constant value" and constant_name(original, candidate) in {
                    c[5] for c in chosen if c[0] == "enum or member subscript"}:
                continue
            changed = typo(candidate[5], rng)
            if not changed or changed == candidate[5]:
                continue
            used_lines.add(key)
            chosen.append(candidate + (changed,))
            count += 1
    by_file = {}
    for entry in chosen:
        by_file.setdefault(entry[1], []).append(entry)
    for relative, entries in by_file.items():
        path = os.path.join(mutated, relative)
        lines = read(path).split("\n")
        for kind, _, number, start, end, value, changed in entries:
            line = lines[number - 1]
            lines[number - 1] = line[:start] + changed + line[end:]
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
    before = {(f, l, r, m.replace(original, "")) for f, l, r, m in check(ax_lsp, original)}
    after = {(f, l, r, m.replace(mutated, "")) for f, l, r, m in check(ax_lsp, mutated)}
    new = after - before
    known = identifiers(ax_lsp, original) if any(KINDS[c[0]][1] == "label" for c in chosen) else set()
    rows, caught_lines = [], set()
    test_types = test_declared_types(original) if any(c[0] == "enum or member subscript" for c in chosen) else set()
    for kind, relative, number, start, end, value, changed in chosen:
        hits = [f for f in new if f[0] == relative and f[1] == number and f[2] == RULE]
        if kind == "test-local constant value":
            # Reported where the constant is queried, naming its value.
            hits = [f for f in new if f[2] == RULE and f"'{changed}'" in f[3]]
        line_text = read(os.path.join(original, relative)).split("\n")[number - 1]
        member = KINDS["enum or member subscript"][0].search(line_text[:end + 1]) if kind == "enum or member subscript" else None
        if hits:
            verdict, detail = "caught", hits[0][3]
            caught_lines.update((f[0], f[1]) for f in hits)
        elif kind in SWIFT_KINDS and on_another_app(read(os.path.join(original, relative)), line_text):
            verdict = "other app"
            detail = "the query is on another app (`XCUIApplication(bundleIdentifier:)`: SpringBoard, Safari), whose UI the analysis does not see"
        elif member and member.group("type") in test_types:
            verdict = "compiler"
            detail = f"'{member.group('type')}' is declared by the UI tests: a typo in its member's name does not compile"
        elif KINDS[kind][1] == "label" and not is_identifier(value, known):
            verdict = "by design"
            detail = f"'{value}' is a label the app shows, not an identifier; '{changed}' may be text the analysis cannot see (system UI, server data)"
        else:
            verdict, detail = "MISSED", ""
        rows.append({"kind": kind, "file": relative, "line": number, "original": value, "typo": changed, "verdict": verdict, "detail": detail})
    # Everything new but the finding each caught typo was expected to raise.
    unexpected = sorted(f for f in new if not ((f[0], f[1]) in caught_lines and f[2] == RULE))
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    return {"app": name, "queries": len(candidates), "typos": rows, "unexpected": [list(f) for f in unexpected],
            "folder": work if keep else None}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ax-lsp", required=True)
    parser.add_argument("--per-kind", type=int, default=4, help="typos per kind of query (default 4)")
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--keep", action="store_true", help="keep the copies and print where")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON results to FILE")
    parser.add_argument("apps", nargs="+")
    arguments = parser.parse_args()
    results = [run_app(app, os.path.abspath(arguments.ax_lsp), arguments.per_kind, arguments.seed, arguments.keep) for app in arguments.apps]
    if arguments.json_out:
        with open(arguments.json_out, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=2)
    if arguments.json:
        json.dump(results, sys.stdout, indent=2)
        print()
        return
    for result in results:
        rows = result["typos"]
        caught = sum(1 for r in rows if r["verdict"] == "caught")
        by_design = sum(1 for r in rows if r["verdict"] == "by design")
        compiler = sum(1 for r in rows if r["verdict"] == "compiler")
        other = sum(1 for r in rows if r["verdict"] == "other app")
        print(f"## {result['app']}: caught {caught} of {len(rows)} typos ({by_design} not catchable by design, "
              f"{compiler} compile errors, {other} on another app, {len(rows) - caught - by_design - compiler - other} missed), "
              f"{len(result['unexpected'])} unexpected new findings; "
              f"{result['queries']} queries scanned")
        for r in rows:
            print(f"- {r['verdict']:9} {r['kind']:26} {r['file']}:{r['line']} '{r['original']}' -> '{r['typo']}'"
                  + (f"  ({r['detail']})" if r["detail"] and r["verdict"] != "caught" else ""))
        for f in result["unexpected"]:
            print(f"- UNEXPECTED {f[2]} {f[0]}:{f[1]}: {f[3]}")
        if result["folder"]:
            print(f"(copies kept in {result['folder']})")
    sys.exit(1 if any(r["verdict"] == "MISSED" for res in results for r in res["typos"]) or any(res["unexpected"] for res in results) else 0)


if __name__ == "__main__":
    main()
