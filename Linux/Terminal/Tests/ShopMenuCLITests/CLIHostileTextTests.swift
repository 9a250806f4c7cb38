import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// Text from a feed, a file name or the input can never reach the terminal as a control sequence.
final class CLIHostileTextTests: XCTestCase {
  private let long = String(repeating: "Ü", count: 10_000)

  /// A myToys feed whose text tries everything: escape sequences (CSI, OSC with a bell, 8-bit
  /// CSI), carriage returns, bidi overrides, a 10,000-character label, escapes in URLs and types.
  private var hostileFeed: String {
    #"""
    {"navigationEntries": [
      {"type": "section", "label": "\u001b[2J\u001b]0;pwned\u0007Sektion", "children": [
        {"type": "node", "label": "Rot\u001b[31m\r\nFAKE PROMPT $ ", "children": [
          {"type": "link", "label": "\u009b31mC1\u202eevil", "url": "https://www.mytoys.de/a/"},
          {"type": "link", "label": "\#(long)", "url": "https://www.mytoys.de/b/"},
          {"type": "link", "label": "Böse URL", "url": "https://www.mytoys.de/\u001b[2J/"},
          {"type": "\u001b[5mblink", "label": "Typ", "url": "https://www.mytoys.de/c/"},
          {"type": "link", "label": "Extern\u0000", "url": "https://evil.example/\u0007"},
          {"type": "external-link", "label": "Fremd", "url": "https://evil.example/x?\u001b=1"}
        ]}
      ]}
    ]}
    """#
  }

  private func hostileFile() throws -> String {
    try writeFile(hostileFeed, named: "hostile.json", in: try makeTemporaryDirectory(self))
  }

  @MainActor
  func testEveryCommandKeepsHostileFeedTextInert() async throws {
    let path = try hostileFile()
    let runs: [[String]] = [
      ["tree"], ["--json", "tree"], ["validate"], ["--json", "validate"], ["search", "evil"],
      ["--json", "search", "C1"], ["search", "\u{1B}[31mrot\u{07}"],
    ]
    for arguments in runs {
      let result = await runCLI(["--file", path] + arguments)
      XCTAssertNotEqual(result.code, ExitCode.usage, "\(arguments): \(result.stderr)")
      assertInert(result.all)
      XCTAssertFalse(result.stdout.isEmpty, "\(arguments)")
    }
    let tree = await runCLI(["--file", path, "tree"])
    XCTAssertTrue(tree.stdout.contains("[2J]0;pwnedSektion  [section]"), tree.stdout)
    XCTAssertTrue(tree.stdout.contains("  Rot[31m FAKE PROMPT $  [category]"), tree.stdout)
    XCTAssertFalse(tree.stdout.contains(long), "a 10,000-character label is shortened")
    XCTAssertTrue(tree.stdout.contains(String(repeating: "Ü", count: 119) + "…"))

    let validate = await runCLI(["--file", path, "validate"])
    XCTAssertEqual(validate.code, ExitCode.diagnostics)
    XCTAssertTrue(validate.stdout.contains("unknown type \"[5mblink\""), validate.stdout)

    let json = try await runCLI(["--file", path, "--json", "tree"]).json()
    let section = try XCTUnwrap((json["entries"] as? [[String: Any]])?.first)
    XCTAssertEqual(section["label"] as? String, "[2J]0;pwnedSektion")
  }

  @MainActor
  func testBrowseKeepsHostileTextAndInputInert() async throws {
    let path = try hostileFile()
    let result = await runCLI(
      ["--file", path, "browse"],
      input: ["1", "/\u{1B}]0;x\u{07}evil", "\u{1B}[2J", "b", "1", "1", "q"])
    XCTAssertEqual(result.code, ExitCode.success)
    assertInert(result.all)
    XCTAssertTrue(result.stdout.contains("Open in the web view: https://www.mytoys.de/a/"))
  }

  @MainActor
  func testColourAddsOnlyItsOwnSequences() async throws {
    let path = try hostileFile()
    let result = await runCLI(["--file", path, "tree"], stdoutIsTerminal: true)
    XCTAssertTrue(result.stdout.contains("\u{1B}[1m"))
    let withoutOurs = result.stdout.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    assertInert(withoutOurs)
  }

  @MainActor
  func testHostileFileNamesAndDocumentKeysAreInert() async throws {
    let folder = try makeTemporaryDirectory(self)
    let keys = try writeFile(
      #"{"\u001b[2Jx": 1, "\u009b1m": 2}"#, named: "keys.json", in: folder)
    let notFeed = await runCLI(["--file", keys, "tree"])
    XCTAssertEqual(notFeed.code, ExitCode.noMenu)
    assertInert(notFeed.all)
    XCTAssertTrue(notFeed.stderr.contains("found \u{FFFD}[2Jx, \u{FFFD}1m"), notFeed.stderr)

    let raw = try writeFile("{\"categories\": [\u{1B}[2J]}", named: "raw.json", in: folder)
    assertInert(await runCLI(["--file", raw, "tree"]).all)

    let named = await runCLI(["--file", folder.path + "/\u{1B}]0;x\u{07}\n.json", "tree"])
    XCTAssertEqual(named.code, ExitCode.noMenu)
    assertInert(named.all)

    let usage = await runCLI(["\u{1B}[2J"])
    XCTAssertEqual(usage.code, ExitCode.usage)
    assertInert(usage.all)
  }

  /// A key that is not valid text would trap iOS 17.0–18.2's `JSONDecoder`; `validate` refuses
  /// the whole feed, as the app does, and says where.
  @MainActor
  func testValidateRefusesAFeedWithAMalformedKey() async throws {
    let folder = try makeTemporaryDirectory(self)
    let before = Data(#"{"categories": [{"label": "A", "url": "/a/", "x"#.utf8)
    for bad in [[0x0A], [0xFF], Array(#"\x"#.utf8), Array(#"\uD800"#.utf8)] as [[UInt8]] {
      let file = folder.appendingPathComponent("key.json")
      try (before + bad + Data(#"": 1}]}"#.utf8)).write(to: file)
      let result = await runCLI(["--file", file.path, "validate"])
      XCTAssertEqual(result.code, ExitCode.noMenu, "\(bad)")
      XCTAssertEqual(result.stdout, "")
      XCTAssertTrue(
        result.stderr.contains("is not valid JSON (byte offset \(before.count): "), result.stderr)
      assertInert(result.all)
    }
  }

  func testTerminalTextTable() {
    let table: [(String, String)] = [
      ("plain Übersicht", "plain Übersicht"),
      ("\u{1B}[31mred", "\u{FFFD}[31mred"),
      ("a\u{07}b\u{00}c\u{7F}d", "a\u{FFFD}b\u{FFFD}c\u{FFFD}d"),
      ("\u{9B}1m", "\u{FFFD}1m"),
      ("line\nbreak\r", "line\u{FFFD}break\u{FFFD}"),
      ("tab\there", "tab here"),
      ("\u{202E}abc\u{2066}", "\u{FFFD}abc\u{FFFD}"),
      ("a\u{2028}b", "a\u{FFFD}b"),
    ]
    for (input, expected) in table {
      XCTAssertEqual(TerminalText.safe(input), expected, input.debugDescription)
    }
    XCTAssertEqual(TerminalText.safe(String(repeating: "x", count: 500)).count, 301)
  }
}
