"""End-to-end test of `ax-lsp mcp` with the Python MCP SDK's own client over stdio.

Every tool is called on Examples/ and its answers are compared with what the CLI prints for the
same folder (`ids --format json`, `check --reporter json`, `outline --format json`, `rules NAME`);
bad calls must come back as tool errors, and an edit on disk must show in the next answer.
Run from the repository root after `swift build`: python3 -m unittest Tests/mcp/test_mcp_server.py
"""
import json
import os
import shutil
import subprocess
import tempfile
import unittest

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.path.join(ROOT, ".build", "debug", "ax-lsp")
EXAMPLES = os.path.join(ROOT, "Examples")
TOOLS = ["list_screens", "screen_identifiers", "find_identifier", "screen_outline", "check", "explain_rule", "suggest_query"]


def cli(*arguments):
    """The CLI's stdout for the same folder (exit code 2 means findings, not failure)."""
    completed = subprocess.run([BINARY, *arguments], cwd=ROOT, capture_output=True, text=True)
    if completed.returncode not in (0, 2):
        raise AssertionError(f"ax-lsp {' '.join(arguments)} failed: {completed.stderr}")
    return completed.stdout


def position(entry):
    return (entry["identifier"], entry["file"], entry["line"], entry["column"])


class MCPServerTest(unittest.IsolatedAsyncioTestCase):
    async def session(self, folder, stack):
        cache = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, cache, True)
        parameters = StdioServerParameters(command=BINARY, args=["mcp", folder, "--cache-dir", cache])
        read, write = await stack.enter_async_context(stdio_client(parameters))
        session = await stack.enter_async_context(ClientSession(read, write))
        initialized = await session.initialize()
        self.assertEqual(initialized.server_info.name, "ax-lsp")
        return session

    async def call(self, session, name, arguments=None, error=False):
        result = await session.call_tool(name, arguments or {})
        self.assertEqual(bool(result.is_error), error, f"{name} {arguments}: {result.content}")
        self.assertTrue(result.content and result.content[0].text, f"{name}: no text rendering")
        return result

    async def test_tools_answer_as_the_cli_does(self):
        from contextlib import AsyncExitStack
        async with AsyncExitStack() as stack:
            session = await self.session(EXAMPLES, stack)
            listed = await session.list_tools()
            self.assertEqual([tool.name for tool in listed.tools], TOOLS)
            for tool in listed.tools:
                self.assertEqual(tool.input_schema["type"], "object")
                self.assertTrue(tool.description)
                # The client validates every result against it: each call below checks it too.
                self.assertEqual(tool.output_schema["type"], "object", tool.name)

            ids = json.loads(cli("ids", "--format", "json", "--no-cache", "Examples"))["identifiers"]
            self.assertTrue(ids)

            # find_identifier: every site of every value, as `ids` lists them.
            for value in sorted({entry["identifier"] for entry in ids}):
                found = (await self.call(session, "find_identifier", {"identifier": value})).structured_content
                expected = sorted(position(entry) for entry in ids if entry["identifier"] == value)
                self.assertEqual(sorted(position(entry) for entry in found["identifiers"]), expected, value)
            pattern = (await self.call(session, "find_identifier", {"identifier": "login*"})).structured_content
            self.assertEqual(sorted(position(e) for e in pattern["identifiers"]),
                             sorted(position(e) for e in ids if e["identifier"].startswith("login")))
            missing = (await self.call(session, "find_identifier", {"identifier": ids[0]["identifier"] + "x"})).structured_content
            self.assertEqual(missing["identifiers"], [])
            self.assertIn(ids[0]["identifier"], missing["didYouMean"])

            # screen_identifiers by file: that file's identifiers, as `ids` lists them.
            labels = {}
            for file in sorted({entry["file"] for entry in ids}):
                answer = (await self.call(session, "screen_identifiers", {"file": file})).structured_content
                self.assertEqual([position(e) for e in answer["identifiers"]], [position(e) for e in ids if e["file"] == file], file)
                labels.update({e["identifier"]: e["label"] for e in answer["identifiers"]})
            # The label VoiceOver reads, where the source gives it; none for an outlet of a storyboard.
            self.assertEqual(labels["settings.signOut"], "Sign out")
            self.assertEqual(labels["Orders.reorderButton"], "Reorder")
            self.assertIsNone(labels["LoginViewController.emailField"])

            # list_screens, and each screen's identifiers are identifiers `ids` knows.
            screens = (await self.call(session, "list_screens")).structured_content["screens"]
            names = [screen["name"] for screen in screens]
            self.assertIn("LoginViewController", names)
            known = {position(entry) for entry in ids}
            for screen in screens:
                answer = (await self.call(session, "screen_identifiers", {"screen": screen["name"]})).structured_content
                self.assertEqual(len(answer["identifiers"]), screen["identifierCount"], screen["name"])
                self.assertTrue({position(e) for e in answer["identifiers"]} <= known, screen["name"])

            # check: the JSON reporter's findings, whole and for one folder.
            expected_findings = json.loads(cli("check", "--reporter", "json", "--no-cache", "--quiet", "Examples"))["findings"]
            answer = (await self.call(session, "check")).structured_content
            self.assertEqual(answer["findings"], expected_findings)
            self.assertTrue(expected_findings)
            ui_tests = (await self.call(session, "check", {"paths": ["ExampleAppUITests"]})).structured_content["findings"]
            self.assertEqual(ui_tests, [f for f in expected_findings if f["file"].startswith("ExampleAppUITests/")])

            # screen_outline: `outline --format json` of the same type.
            outlines = json.loads(cli("outline", "--format", "json", "--no-cache", "Examples"))["outlines"]
            self.assertTrue(outlines)
            for outline in outlines:
                answer = (await self.call(session, "screen_outline", {"screen": outline["type"]})).structured_content
                self.assertIn(outline, answer["outlines"], outline["type"])

            # explain_rule: what `ax-lsp rules NAME` prints.
            for rule in sorted({finding["rule"] for finding in expected_findings}):
                answer = await self.call(session, "explain_rule", {"rule": rule})
                self.assertEqual(answer.content[0].text, cli("rules", rule))
                self.assertEqual(answer.structured_content["rule"], rule)

            # suggest_query: the query kind follows the element (a UIButton property is a button).
            button = next(e for e in ids if e["file"].endswith("LoginViewController.swift") and "button" in e["identifier"].lower())
            answer = (await self.call(session, "suggest_query", {"identifier": button["identifier"]})).structured_content
            self.assertTrue(answer["xcuitest"].startswith("app.buttons["), answer)
            self.assertIn(f'id: "{button["identifier"]}"', answer["maestro"])

    async def test_bad_calls_are_tool_errors_that_say_what_to_do(self):
        from contextlib import AsyncExitStack
        async with AsyncExitStack() as stack:
            session = await self.session(EXAMPLES, stack)
            unknown = await self.call(session, "screen_identifiers", {"screen": "LoginViewControler"}, error=True)
            self.assertIn("'LoginViewController'", unknown.content[0].text)
            outline = await self.call(session, "screen_outline", {"screen": "LoginViewControler"}, error=True)
            self.assertIn("'LoginViewController'", outline.content[0].text)
            await self.call(session, "screen_identifiers", {}, error=True)
            await self.call(session, "screen_identifiers", {"file": "NoSuchFile.swift"}, error=True)
            await self.call(session, "screen_identifiers", {"screen": 5}, error=True)
            await self.call(session, "find_identifier", {}, error=True)
            await self.call(session, "find_identifier", {"identifier": "x", "extra": 1}, error=True)
            await self.call(session, "check", {"paths": "ExampleApp"}, error=True)
            rule = await self.call(session, "explain_rule", {"rule": "duplicate-identifer"}, error=True)
            self.assertIn("duplicate-identifier", rule.content[0].text)
            await self.call(session, "suggest_query", {"identifier": "no.such.identifier"}, error=True)
            tool = await self.call(session, "list_screen", {}, error=True)
            self.assertIn("list_screens", tool.content[0].text)
            # The server is still answering after every refusal.
            await session.send_ping()
            await self.call(session, "list_screens")

    async def test_an_edit_on_disk_shows_in_the_next_answer(self):
        from contextlib import AsyncExitStack
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, True)
        shutil.copytree(EXAMPLES, os.path.join(folder, "Examples"))
        app = os.path.join(folder, "Examples")
        async with AsyncExitStack() as stack:
            session = await self.session(app, stack)
            before = (await self.call(session, "find_identifier", {"identifier": "edited.identifier"})).structured_content
            self.assertEqual(before["identifiers"], [])
            path = os.path.join(app, "ExampleApp", "SwiftUI", "AddedView.swift")
            with open(path, "w") as added:
                added.write('import SwiftUI\n\nstruct AddedView: View {\n    var body: some View {\n'
                            '        Button("Go") {}.accessibilityIdentifier("edited.identifier")\n    }\n}\n')
            after = (await self.call(session, "find_identifier", {"identifier": "edited.identifier"})).structured_content
            self.assertEqual([(e["file"], e["line"]) for e in after["identifiers"]], [("ExampleApp/SwiftUI/AddedView.swift", 5)])
            with open(path) as source:
                text = source.read()
            with open(path, "w") as changed:
                changed.write(text.replace("edited.identifier", "renamed.identifier"))
            gone = (await self.call(session, "find_identifier", {"identifier": "edited.identifier"})).structured_content
            self.assertEqual(gone["identifiers"], [])
            renamed = (await self.call(session, "find_identifier", {"identifier": "renamed.identifier"})).structured_content
            self.assertEqual(len(renamed["identifiers"]), 1)
            os.remove(path)
            removed = (await self.call(session, "find_identifier", {"identifier": "renamed.identifier"})).structured_content
            self.assertEqual(removed["identifiers"], [])


if __name__ == "__main__":
    unittest.main()
