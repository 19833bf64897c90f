"""Per-call latency of `ax-lsp mcp`, measured through the binary with the Python MCP client.

Starts the server on a folder, waits for the first answer (the index), then calls every tool
repeatedly with arguments taken from the folder's own screens and identifiers, and prints the
median and 99th percentile per tool in milliseconds (client-side: request out to reply in).
Usage: python3 Benchmarks/mcp_latency.py FOLDER [--calls N] [--binary .build/release/ax-lsp]
"""
import argparse
import asyncio
import statistics
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def measure(folder, binary, calls):
    parameters = StdioServerParameters(command=binary, args=["mcp", folder])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            started = time.perf_counter()
            screens = (await session.call_tool("list_screens", {})).structured_content["screens"]
            print(f"first call (index and analysis): {time.perf_counter() - started:.2f} s, {len(screens)} screens")
            busiest = max(screens, key=lambda screen: screen["identifierCount"])
            identifiers = (await session.call_tool("screen_identifiers", {"screen": busiest["name"]})).structured_content["identifiers"]
            value = identifiers[0]["identifier"] if identifiers else "x"
            controller = next((s["name"] for s in screens if s["kind"] == "view-controller"), busiest["name"])
            plan = [
                ("list_screens", {}),
                ("screen_identifiers", {"screen": busiest["name"]}),
                ("find_identifier", {"identifier": value}),
                ("screen_outline", {"screen": controller}),
                ("check", {}),
                ("explain_rule", {"rule": "duplicate-identifier"}),
                ("suggest_query", {"identifier": value}),
            ]
            print(f"screen: {busiest['name']} ({busiest['identifierCount']} identifiers), identifier: {value}, outline: {controller}")
            print(f"{'tool':20} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
            for name, arguments in plan:
                times = []
                for _ in range(calls):
                    start = time.perf_counter()
                    await session.call_tool(name, arguments)
                    times.append((time.perf_counter() - start) * 1000)
                times.sort()
                p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
                print(f"{name:20} {statistics.median(times):8.1f} {p99:8.1f} {times[-1]:8.1f}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--calls", type=int, default=30)
    parser.add_argument("--binary", default=".build/release/ax-lsp")
    arguments = parser.parse_args()
    asyncio.run(measure(arguments.folder, arguments.binary, arguments.calls))


if __name__ == "__main__":
    main()
