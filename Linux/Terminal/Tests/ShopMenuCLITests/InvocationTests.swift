import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// The command line parser, as a table.
final class InvocationTests: XCTestCase {
  private let local = URL(string: "http://127.0.0.1:8080/nav")!

  func testValidCommandLines() throws {
    let table: [(arguments: [String], expected: Invocation)] = [
      ([], Invocation()),
      (["tree"], Invocation(command: .tree)),
      (["browse"], Invocation(command: .browse)),
      (["validate"], Invocation(command: .validate)),
      (["fetch"], Invocation(command: .fetch)),
      (["search", "Oberteile"], Invocation(command: .search("Oberteile"))),
      (["search", "damen", "mode"], Invocation(command: .search("damen mode"))),
      (["search", "--", "-x"], Invocation(command: .search("-x"))),
      (["--shop", "mytoys", "tree"], Invocation(shop: .mytoys, command: .tree)),
      (["--shop=MyToys"], Invocation(shop: .mytoys)),
      (["tree", "--shop", "bonprix"], Invocation(shop: .bonprix, command: .tree)),
      (["--file", "a.json", "validate"], Invocation(source: .file("a.json"), command: .validate)),
      (["--file=a b.json"], Invocation(source: .file("a b.json"))),
      (["--offline", "search", "x"], Invocation(source: .offline, command: .search("x"))),
      (
        ["--endpoint", "https://example.com/nav", "fetch"],
        Invocation(
          source: .automatic(endpoint: URL(string: "https://example.com/nav")!), command: .fetch)
      ),
      (["--endpoint", local.absoluteString], Invocation(source: .automatic(endpoint: local))),
      (
        ["--endpoint", "http://localhost:9/x"],
        Invocation(source: .automatic(endpoint: URL(string: "http://localhost:9/x")!))
      ),
      (
        ["--endpoint", "http://[::1]:9/x"],
        Invocation(source: .automatic(endpoint: URL(string: "http://[::1]:9/x")!))
      ),
      (
        ["--cache-dir", "/tmp/c", "--offline"],
        Invocation(source: .offline, cacheDirectory: "/tmp/c")
      ),
      (["--json", "validate"], Invocation(json: true, command: .validate)),
      (["validate", "--json"], Invocation(json: true, command: .validate)),
      (["--json"], Invocation(json: true)),
      (["--timeout", "2.5", "fetch"], Invocation(timeout: 2.5, command: .fetch)),
      (["--timeout=600"], Invocation(timeout: 600)),
      (["-h"], Invocation(command: .help)),
      (["tree", "--help"], Invocation(command: .help)),
      (["help"], Invocation(command: .help)),
      (["--version"], Invocation(command: .version)),
      (["version"], Invocation(command: .version)),
    ]
    for (arguments, expected) in table {
      XCTAssertEqual(try Invocation.parse(arguments), expected, "\(arguments)")
    }
  }

  func testUsageErrors() {
    let table: [(arguments: [String], message: String)] = [
      (["frobnicate"], "Unknown command 'frobnicate'."),
      (["--frob"], "Unknown option --frob."),
      (["-x"], "Unknown option -x."),
      (["--shop"], "--shop needs a value."),
      (["--shop", "amazon"], "Unknown shop \"amazon\"; choose bonprix or mytoys."),
      (["--shop", "bonprix", "--shop", "mytoys"], "--shop is given twice."),
      (["--file"], "--file needs a value."),
      (["--file="], "--file needs a path."),
      (["--file", "a", "--offline"], "--offline cannot be combined with --file."),
      (["--offline", "--file", "a"], "--file cannot be combined with --offline."),
      (["--file", "a", "--file", "b"], "--file is given twice."),
      (
        ["--endpoint", "https://e.com/x", "--offline"],
        "--offline cannot be combined with --endpoint."
      ),
      (
        ["--endpoint", "http://example.com/nav"],
        "--endpoint must be an https URL (plain http only on localhost, 127.x.x.x or ::1)."
      ),
      (
        ["--endpoint", "ftp://127.0.0.1/x"],
        "--endpoint must be an https URL (plain http only on localhost, 127.x.x.x or ::1)."
      ),
      (
        ["--endpoint", "not a url"],
        "--endpoint must be an https URL (plain http only on localhost, 127.x.x.x or ::1)."
      ),
      (["--offline=yes"], "--offline takes no value."),
      (["--json=1"], "--json takes no value."),
      (["--json", "--json"], "--json is given twice."),
      (["--timeout", "0"], "--timeout must be a number of seconds above 0 and at most 600."),
      (["--timeout", "-1"], "--timeout must be a number of seconds above 0 and at most 600."),
      (["--timeout", "abc"], "--timeout must be a number of seconds above 0 and at most 600."),
      (["--timeout", "nan"], "--timeout must be a number of seconds above 0 and at most 600."),
      (["--timeout", "601"], "--timeout must be a number of seconds above 0 and at most 600."),
      (["--cache-dir", ""], "--cache-dir needs a folder."),
      (["search"], "search needs the text to look for."),
      (["search", "  "], "search needs the text to look for."),
      (["tree", "extra"], "tree takes no arguments (found \"extra\")."),
      (["validate", "tree"], "validate takes no arguments (found \"tree\")."),
      (
        ["--offline", "fetch"],
        "fetch needs the network; it cannot be combined with --file or --offline."
      ),
      (
        ["fetch", "--file", "a"],
        "fetch needs the network; it cannot be combined with --file or --offline."
      ),
      (["--json", "browse"], "--json works with tree, validate, search and fetch, not browse."),
    ]
    for (arguments, message) in table {
      XCTAssertThrowsError(try Invocation.parse(arguments), "\(arguments)") { error in
        XCTAssertEqual((error as? UsageError)?.message, message, "\(arguments)")
      }
    }
  }

  func testDefaultCommandDependsOnTheTerminal() throws {
    XCTAssertEqual(Invocation().resolvedCommand(stdinIsTerminal: true), .browse)
    XCTAssertEqual(Invocation().resolvedCommand(stdinIsTerminal: false), .tree)
    XCTAssertEqual(Invocation(json: true).resolvedCommand(stdinIsTerminal: true), .tree)
    XCTAssertEqual(Invocation(command: .validate).resolvedCommand(stdinIsTerminal: true), .validate)
  }

  func testTimeoutDefaults() {
    XCTAssertEqual(Invocation.defaultTimeout(for: .fetch), 30)
    XCTAssertEqual(Invocation.defaultTimeout(for: .tree), 10)
  }
}
