"""Checks scorebook's Model Context Protocol server with the official MCP Python SDK, against
the OpenRPC document the server describes itself with (`scorebook --describe`):

1. the document is OpenRPC 1.3 (required fields, allowed keys), its schemas are draft 2020-12
   JSON Schemas, and every example's params and result fit them;
2. the SDK's client, over stdio, negotiates 2025-11-25, pings, lists one tool per method, and
   each example called as a tool answers exactly what the plain JSON-RPC request answers; a bad
   argument is an `isError` result with the plain error's message; an unknown tool is -32602;
3. each tool's inputSchema accepts every example's arguments and rejects a wrong one.

The SDK starts the server as the README's MCP client configuration says, with this binary.

Usage: python3 .ci/check_mcp.py path/to/scorebook
"""
import asyncio
import json
import re
import subprocess
import sys

import jsonschema
from mcp import Client, MCPError, StdioServerParameters

PROTOCOL_VERSION = "2025-11-25"
BAD_ARGUMENT = "notAParameter"
failures = []
done = {"step": "connect", "tools": 0, "examples": 0, "bad calls": 0}  # what the SDK got through


def expect(condition, message):
    if not condition:
        failures.append(message)
    return condition


def same(a, b):
    # As JSON text: Python's == would take True for 1 and 1.0 for 1.
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


# OpenRPC 1.3 (spec.open-rpc.org), written from the spec: for each object the document uses,
# its (required, optional) fields. Objects are closed except for `x-` extensions, as the
# meta-schema's additionalProperties false says. Checked inside: the document, info, method,
# content descriptor, error, example pairing and example objects. Not used by scorebook, so
# allowed as keys but not checked inside: servers, components, externalDocs, tags, links,
# contact, license; a $ref reference object in place of any object is rejected.
# Stricter than the spec, on purpose: a method's `result` and a pairing's `result` (optional
# in 1.3 only for notifications; every scorebook method answers) and an example's `value`.
FIELDS = {
    "document": ({"openrpc", "info", "methods"}, {"servers", "components", "externalDocs", "$schema"}),
    "info": ({"title", "version"}, {"description", "termsOfService", "contact", "license"}),
    "method": ({"name", "params", "result"}, {"summary", "description", "tags", "externalDocs", "deprecated",
                                              "servers", "errors", "links", "paramStructure", "examples"}),
    "content descriptor": ({"name", "schema"}, {"summary", "description", "required", "deprecated"}),
    "error": ({"code", "message"}, {"data"}),
    "example pairing": ({"name", "params", "result"}, {"summary", "description"}),
    "example": ({"name", "value"}, {"summary", "description", "externalValue"}),
}


def fields(where, value, kind):
    """True if `value` is a `kind` object with its required fields; every stray key is a failure."""
    if not expect(isinstance(value, dict), f"{where}: a {kind} object must be a JSON object"):
        return False
    required, optional = FIELDS[kind]
    for key in sorted(required - value.keys()):
        expect(False, f"{where}: the {kind} object lacks the required field {key!r}")
    for key in sorted(value.keys() - required - optional):
        expect(key.startswith("x-"), f"{where}: {key!r} is not a field of an OpenRPC 1.3 {kind} object")
    for key in {"name", "summary", "description", "title", "version"} & value.keys():
        expect(isinstance(value[key], str), f"{where}: {key} must be a string")
    return required <= value.keys()


def schema_valid(where, schema):
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
        return True
    except jsonschema.SchemaError as error:
        return expect(False, f"{where}: not a draft 2020-12 JSON Schema: {error.message}")


def fits(where, schema, value):
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(value))
    expect(error is None, f"{where}: {error and error.message} (at /{'/'.join(map(str, error.absolute_path)) if error else ''})")


def check_method(method):
    """Checks one method object; returns (name, [(example arguments, example result)]) or None."""
    where = f"method {method.get('name')!r}"
    if not fields(where, method, "method") or not expect(isinstance(method["params"], list), f"{where}: params must be a list"):
        return None
    expect(method.get("paramStructure", "either") in ("by-name", "by-position", "either"),
           f"{where}: paramStructure {method.get('paramStructure')!r} is not by-name, by-position or either")
    params = [d for d in method["params"] if fields(f"{where} params", d, "content descriptor")]
    result = method["result"] if fields(f"{where} result", method["result"], "content descriptor") else None
    for descriptor in params + [result] * bool(result):
        expect(isinstance(descriptor.get("required", False), bool), f"{where} {descriptor['name']}: required must be true or false")
    # Examples are validated only against valid schemas: jsonschema can crash on an invalid one.
    schemas_valid = all([schema_valid(f"{where} {d['name']}", d["schema"]) for d in params + [result] * bool(result)])
    for error in method.get("errors", []):
        if fields(f"{where} error", error, "error"):
            expect(type(error["code"]) is int and isinstance(error["message"], str),
                   f"{where} error: code must be an integer and message a string, not {error!r}")
    # The params as the object a by-name request carries.
    params_schema = {"type": "object", "properties": {d["name"]: d["schema"] for d in params},
                     "required": [d["name"] for d in params if d.get("required")], "additionalProperties": False}
    examples = []
    for pairing in method.get("examples", []):
        at = f"{where} example {pairing.get('name') if isinstance(pairing, dict) else pairing!r}"
        if not fields(at, pairing, "example pairing") or not expect(isinstance(pairing["params"], list), f"{at}: params must be a list"):
            continue
        arguments = {p["name"]: p["value"] for p in pairing["params"] if fields(f"{at} params", p, "example")}
        value = pairing["result"]["value"] if fields(f"{at} result", pairing["result"], "example") else None
        if schemas_valid:
            fits(f"{at}: params", params_schema, arguments)
            fits(f"{at}: result", result["schema"] if result else {}, value)
        examples.append((arguments, value))
    expect(examples, f"{where}: no example to call it with")
    return method["name"], examples


def check_openrpc(document):
    if not fields("the document", document, "document"):
        return []
    expect(isinstance(document["openrpc"], str) and re.fullmatch(r"1\.3\.\d+", document["openrpc"]),
           f"openrpc is {document['openrpc']!r}, not 1.3.x")
    fields("info", document["info"], "info")
    methods = [m for m in map(check_method, document["methods"]) if m]
    names = [name for name, _ in methods]
    expect(len(set(names)) == len(names), f"method names are not unique: {names}")
    return methods


def parse(text):
    try:
        return json.loads(text)
    except ValueError:
        return ValueError  # not JSON: equals no answer


def plain_answers(binary, requests):
    """The plain JSON-RPC answers, by id, from one scorebook process fed every request as a line."""
    lines = "".join(json.dumps(request) + "\n" for request in requests)
    run = subprocess.run([binary], input=lines, capture_output=True, text=True, timeout=60, check=True)
    return {answer["id"]: answer for answer in map(json.loads, run.stdout.splitlines())}


def wrong_arguments(schema, arguments):
    """The arguments with the first required one of a type its schema refuses, or a stray one."""
    properties = schema.get("properties", {})
    for name in schema.get("required", [])[:1]:
        for value in (True, "not a value", []):
            if not jsonschema.Draft202012Validator(properties.get(name, {})).is_valid(value):
                return {**arguments, name: value}
    return {**arguments, BAD_ARGUMENT: True}


def readme_server(binary):
    """The server parameters of the README's `mcpServers` block, run with `binary`."""
    text = open("README.md", encoding="utf-8").read()
    block = re.search(r"<!-- mcp-config.*?-->\n```json\n(.*?)\n```", text, re.S)
    config = json.loads(block.group(1))["mcpServers"]["scorebook"] if block else {}
    expect(config.get("command", "").endswith("/scorebook"), f"the README's MCP configuration does not run scorebook: {config}")
    return StdioServerParameters(command=binary, args=config.get("args", []))


async def check_mcp(binary, methods, plain):
    async with Client(readme_server(binary), read_timeout_seconds=10) as client:
        # The SDK probes `server/discover` (2026-07-28) first; scorebook answers -32601, so it falls back.
        expect(client.session.initialize_result is not None, "the SDK did not fall back to the initialize handshake")
        expect(client.protocol_version == PROTOCOL_VERSION, f"negotiated {client.protocol_version}, not {PROTOCOL_VERSION}")
        expect(client.server_info and client.server_info.name == "scorebook", f"server info is {client.server_info}")
        done["step"] = "ping"
        await client.session.send_ping()
        done["step"] = "tools/list"
        listing = await client.list_tools()
        expect(listing.next_cursor is None, "tools/list is paginated: expected every tool on one page")
        tools = {tool.name: tool for tool in listing.tools}
        expected = [name.replace(".", "_") for name, _ in methods]
        expect(sorted(tools) == sorted(expected) and len(tools) == len(listing.tools),
               f"the tools are not the methods with . as _: missing {sorted(set(expected) - set(tools))},"
               f" extra {sorted(set(tools) - set(expected))}, listed {len(listing.tools)} for {len(expected)} methods")
        for method, examples in methods:
            tool = tools.get(method.replace(".", "_"))
            if tool is None:
                continue
            done["tools"] += 1
            if not examples:
                continue
            input_valid = schema_valid(f"tool {tool.name} inputSchema", tool.input_schema)
            for i, (arguments, value) in enumerate(examples):
                at = f"tool {tool.name} example {i + 1}"
                expect(not input_valid or jsonschema.Draft202012Validator(tool.input_schema).is_valid(arguments),
                       f"{at}: inputSchema refuses {arguments}")
                done["step"] = f"tools/call {tool.name} example {i + 1}"
                result = await client.call_tool(tool.name, arguments)
                done["examples"] += 1
                answer = plain[(method, i)]
                if not expect(not result.is_error, f"{at}: isError, {result.content}"):
                    continue
                expect("result" in answer and same(result.structured_content, answer["result"]),
                       f"{at}: structuredContent {json.dumps(result.structured_content)[:300]} is not the plain answer {json.dumps(answer)[:300]}")
                expect(same(result.structured_content, value), f"{at}: structuredContent is not the OpenRPC example's result.value")
                text = result.content[0].text if result.content and result.content[0].type == "text" else None
                expect(text is not None and same(parse(text), result.structured_content),
                       f"{at}: content[0].text is not structuredContent as JSON: {str(text)[:300]}")
            wrong = wrong_arguments(tool.input_schema, examples[0][0]) if input_valid else None
            expect(not input_valid or not jsonschema.Draft202012Validator(tool.input_schema).is_valid(wrong),
                   f"tool {tool.name}: inputSchema accepts {wrong}")
            # A bad argument is a tool error the model can read: the plain request's error message.
            done["step"] = f"tools/call {tool.name} with {BAD_ARGUMENT}"
            result = await client.call_tool(tool.name, {**examples[0][0], BAD_ARGUMENT: True})
            done["bad calls"] += 1
            answer = plain[(method, "bad")]
            expect("error" in answer, f"tool {tool.name}: the plain request with {BAD_ARGUMENT} did not fail: {answer}")
            expect(result.is_error and result.content and getattr(result.content[0], "text", None) == answer.get("error", {}).get("message"),
                   f"tool {tool.name} with {BAD_ARGUMENT}: {result.is_error=}, {result.content} is not the plain error {answer.get('error')}")
        done["step"] = "tools/call of an unknown tool"
        try:
            await client.call_tool("no_such_tool", {})
            expect(False, "calling an unknown tool did not fail")
        except MCPError as error:
            expect(error.code == -32602, f"an unknown tool is error {error.code} ({error.message}), not -32602")


def main(binary):
    describe = subprocess.run([binary, "--describe"], capture_output=True, text=True, timeout=60, check=True)
    methods = check_openrpc(json.loads(describe.stdout))
    # Every example, and each method's first example with a stray argument, as plain requests.
    requests, keys = [], []
    for method, examples in methods:
        calls = [(i, arguments) for i, (arguments, _) in enumerate(examples)]
        calls += [("bad", {**examples[0][0], BAD_ARGUMENT: True})] if examples else []
        for key, arguments in calls:
            requests.append({"jsonrpc": "2.0", "id": len(requests), "method": method, "params": arguments})
            keys.append((method, key))
    answers = plain_answers(binary, requests)
    plain = {key: answers.get(i, {}) for i, key in enumerate(keys)}
    document_failures = len(failures)
    try:
        asyncio.run(check_mcp(binary, methods, plain))
    except Exception as error:  # the SDK refused the server: say what it said, not an anyio traceback
        while isinstance(error, BaseExceptionGroup) and len(error.exceptions) == 1:
            error = error.exceptions[0]
        lines = str(error).splitlines()  # pydantic lists every field: the first few say it
        more = f"\n  ... and {len(lines) - 7} more lines" if len(lines) > 7 else ""
        expect(False, f"the MCP session failed at {done['step']}: {type(error).__name__}: " + "\n".join(lines[:7]) + more)
    for failure in failures:
        print("check-mcp: FAIL:", failure)
    print(f"MCP: {done['tools']} tools, {done['examples']} examples, {done['bad calls']} bad calls checked against the plain JSON-RPC answers;"
          f" OpenRPC 1.3 document {'invalid' if document_failures else 'valid'}"
          + (f"; {len(failures)} failures" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
