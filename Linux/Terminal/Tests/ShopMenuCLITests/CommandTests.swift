import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// `tree`, `validate`, `search`, help and version on both fixtures, in text and JSON, with their
/// exit codes.
final class CommandTests: XCTestCase {
  // MARK: - Help, version, usage (exit 0 and 2)

  @MainActor
  func testHelpAndVersion() async {
    let help = await runCLI(["--help"])
    XCTAssertEqual(help.code, ExitCode.success)
    XCTAssertTrue(help.stdout.contains(ShopMenuCLI.usageLine))
    for word in [
      "browse", "tree", "validate", "search TEXT", "fetch", "--timeout", "NO_COLOR",
      "SHOPMENU_API_KEY", "default when stdin is a terminal",
      "default when stdin is not a terminal",
    ] {
      XCTAssertTrue(help.stdout.contains(word), word)
    }
    XCTAssertEqual(help.stderr, "")
    let version = await runCLI(["--version"])
    XCTAssertEqual(version.code, ExitCode.success)
    XCTAssertEqual(version.stdout, "shopmenu \(ShopMenuCLI.version)\n")
  }

  @MainActor
  func testUsageErrorExitsTwoWithTheUsageLine() async {
    for arguments in [
      ["--frobnicate"], ["--shop", "amazon"], ["search"], ["--endpoint", "http://e.com"],
    ] {
      let result = await runCLI(arguments)
      XCTAssertEqual(result.code, ExitCode.usage, "\(arguments)")
      XCTAssertEqual(result.stdout, "")
      XCTAssertTrue(result.stderr.hasPrefix("shopmenu: "), result.stderr)
      XCTAssertTrue(result.stderr.contains(ShopMenuCLI.usageLine), result.stderr)
    }
  }

  @MainActor
  func testAnUnknownCommandGetsOneLineAndAHint() async {
    let result = await runCLI(["frobnicate", "--offline"])
    XCTAssertEqual(result.code, ExitCode.usage)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "shopmenu: Unknown command 'frobnicate'.\nRun 'shopmenu --help' for the list of commands.\n")
    let options = await runCLI(["--frobnicate"])
    XCTAssertTrue(options.stderr.contains(ShopMenuCLI.usageLine), "an unknown option keeps it")
  }

  // MARK: - tree

  @MainActor
  func testTreeTextOnBothFixtures() async {
    for fixture in CLIFixture.allCases {
      let result = await runCLI(["--file", fixture.path, "tree"])
      XCTAssertEqual(result.code, ExitCode.success, result.stderr)
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      let name = fixture == .bonprix ? "bonprix" : "myToys"
      XCTAssertEqual(
        lines.first.map(String.init),
        "\(name) menu: \(fixture.expectedCount) entries, \(fixture.expectedDepth) levels")
      XCTAssertTrue(lines[1].hasPrefix("Source: file \(fixture.path), modified "), String(lines[1]))
      XCTAssertEqual(lines.count, 3 + fixture.expectedCount + 1)
    }
    let bonprix = await runCLI(["--file", CLIFixture.bonprix.path, "tree"])
    XCTAssertTrue(
      bonprix.stdout.contains(
        "      Oberteile  [link]  https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/\n"
      ))
    XCTAssertTrue(
      bonprix.stdout.contains("Damen  [category]  https://www.bonprix.de/kategorie/damen/\n"))
    let mytoys = await runCLI(["--file", CLIFixture.mytoys.path])
    XCTAssertTrue(
      mytoys.stdout.contains("\nSortiment  [section]\n"), "no command and a pipe ⇒ tree")
    XCTAssertTrue(mytoys.stdout.contains("  [link, external]  https://"))
    XCTAssertTrue(mytoys.stdout.contains("https://www.mytoys.de/0-6-months/"), "http upgraded")
  }

  @MainActor
  func testTreeJSONOnBothFixtures() async throws {
    for fixture in CLIFixture.allCases {
      let result = await runCLI(["--file", fixture.path, "--json", "tree"])
      XCTAssertEqual(result.code, ExitCode.success)
      let object = try result.json()
      XCTAssertEqual(object["count"] as? Int, fixture.expectedCount)
      XCTAssertEqual(object["maxDepth"] as? Int, fixture.expectedDepth)
      XCTAssertEqual(object["format"] as? String, fixture.shop.rawValue)
      XCTAssertEqual(object["shop"] as? String, fixture.shop.rawValue)
      let source = try XCTUnwrap(object["source"] as? [String: Any])
      XCTAssertEqual(source["kind"] as? String, "file")
      XCTAssertEqual(source["location"] as? String, fixture.path)
      XCTAssertNotNil(source["date"] as? String)
      func count(_ entries: [[String: Any]]) -> Int {
        entries.reduce(0) { $0 + 1 + count($1["children"] as? [[String: Any]] ?? []) }
      }
      XCTAssertEqual(
        count(try XCTUnwrap(object["entries"] as? [[String: Any]])), fixture.expectedCount)
    }
    let object = try await runCLI(["--file", CLIFixture.bonprix.path, "--json"]).json()
    let damen = try XCTUnwrap((object["entries"] as? [[String: Any]])?[1])
    XCTAssertEqual(damen["label"] as? String, "Damen")
    XCTAssertEqual(damen["kind"] as? String, "category")
    XCTAssertEqual(damen["opens"] as? String, "app")
    XCTAssertEqual(damen["id"] as? [String], ["Damen"])
    XCTAssertEqual(
      damen["image"] as? String,
      "https://image01.bonprix.de/bonprixbilder/teaser/app/channels/app-dez-19a.jpg")
  }

  // MARK: - validate (exit 0 and 1)

  @MainActor
  func testValidateCleanFeedExitsZero() async throws {
    let text = await runCLI(["--file", CLIFixture.bonprix.path, "validate"])
    XCTAssertEqual(text.code, ExitCode.success)
    XCTAssertTrue(text.stdout.contains("Format:      bonprix\n"))
    XCTAssertTrue(text.stdout.contains("Entries:     8 kept (0 sections, 3 categories, 5 links"))
    XCTAssertTrue(text.stdout.contains("Max depth:   4\n"))
    XCTAssertTrue(text.stdout.contains("Diagnostics: none, the feed is clean."))
    let json = try await runCLI(["--file", CLIFixture.bonprix.path, "validate", "--json"]).json()
    XCTAssertEqual(json["entries"] as? Int, 8)
    XCTAssertEqual(json["skipped"] as? Int, 0)
    XCTAssertEqual(json["maxDepth"] as? Int, 4)
    XCTAssertEqual(json["format"] as? String, "bonprix")
    XCTAssertEqual(json["clean"] as? Bool, true)
    XCTAssertEqual((json["diagnostics"] as? [Any])?.count, 0)
  }

  @MainActor
  func testValidateRealMyToysCaptureExitsOneWithItsDiagnostics() async throws {
    let text = await runCLI(["--file", CLIFixture.mytoys.path, "validate"])
    XCTAssertEqual(text.code, ExitCode.diagnostics)
    XCTAssertTrue(text.stdout.contains("Format:      mytoys\n"))
    XCTAssertTrue(
      text.stdout.contains("Entries:     220 kept (5 sections, 22 categories, 193 links, 5 of them")
    )
    XCTAssertTrue(text.stdout.contains("Skipped:     2 entries dropped"))
    XCTAssertTrue(text.stdout.contains("Diagnostics: 2\n"))
    XCTAssertTrue(
      text.stdout.contains(
        "dropped  Sortiment › Top-Marken › Esprit: unsupported URL scheme \"ttp:\""))

    let result = await runCLI(["--file", CLIFixture.mytoys.path, "--json", "validate"])
    XCTAssertEqual(result.code, ExitCode.diagnostics)
    let json = try result.json()
    XCTAssertEqual(json["source"].flatMap { ($0 as? [String: Any])?["kind"] as? String }, "file")
    XCTAssertEqual(json["format"] as? String, "mytoys")
    XCTAssertEqual(json["entries"] as? Int, 220)
    XCTAssertEqual(json["skipped"] as? Int, 2)
    XCTAssertEqual(json["maxDepth"] as? Int, 4)
    XCTAssertEqual(json["external"] as? Int, 5)
    XCTAssertEqual(json["clean"] as? Bool, false)
    let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.count, 2)
    let esprit = try XCTUnwrap(diagnostics.first { ($0["path"] as? [String])?.last == "Esprit" })
    XCTAssertEqual(esprit["path"] as? [String], ["Sortiment", "Top-Marken", "Esprit"])
    XCTAssertEqual(esprit["message"] as? String, "unsupported URL scheme \"ttp:\"")
    XCTAssertEqual(esprit["effect"] as? String, "dropped")
  }

  // MARK: - search

  @MainActor
  func testSearchTextAndJSONOnBothFixtures() async throws {
    let bonprix = await runCLI(["--file", CLIFixture.bonprix.path, "search", "OBERTEILE"])
    XCTAssertEqual(bonprix.code, ExitCode.success)
    XCTAssertTrue(bonprix.stdout.hasPrefix("1 entry matches \"OBERTEILE\" in the bonprix menu\n"))
    XCTAssertTrue(
      bonprix.stdout.contains(
        "Damen › Mode › Neuheiten › Oberteile  [link]  "
          + "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/\n"))

    let json = try await runCLI(["--file", CLIFixture.bonprix.path, "--json", "search", "uber"])
      .json()
    XCTAssertEqual(json["query"] as? String, "uber")
    XCTAssertEqual(json["count"] as? Int, 1, "diacritic-insensitive: Übersicht")
    let hit = try XCTUnwrap((json["results"] as? [[String: Any]])?.first)
    XCTAssertEqual(hit["breadcrumb"] as? [String], ["Damen"])
    XCTAssertEqual((hit["entry"] as? [String: Any])?["label"] as? String, "Zur Übersicht")

    let mytoys = await runCLI(["--file", CLIFixture.mytoys.path, "search", "monate"])
    XCTAssertEqual(mytoys.code, ExitCode.success)
    XCTAssertTrue(
      mytoys.stdout.contains("Sortiment › Alter › Baby & Kleinkind › 0-6 Monate  [link]"))
    let mytoysJSON = try await runCLI([
      "--file", CLIFixture.mytoys.path, "search", "--json", "monate",
    ])
    .json()
    XCTAssertGreaterThan(mytoysJSON["count"] as? Int ?? 0, 1)

    let none = await runCLI(["--file", CLIFixture.mytoys.path, "search", "zzzz"])
    XCTAssertEqual(none.code, ExitCode.success)
    XCTAssertTrue(none.stdout.hasPrefix("No entries of the myToys menu match \"zzzz\".\n"))
  }

  // MARK: - Files that are not menus (exit 3)

  @MainActor
  func testUnusableFilesExitThreeWithOneSentence() async throws {
    let folder = try makeTemporaryDirectory(self)
    let cases: [(path: String, expected: String)] = [
      (folder.appendingPathComponent("missing.json").path, "there is no such file."),
      (folder.path, "it is a folder, not a feed file."),
      (try writeFile("not json at all", named: "a.txt", in: folder), "is not valid JSON"),
      (try writeFile("{\"products\": []}", named: "b.json", in: folder), "is not a menu feed"),
      (
        try writeFile("{\"categories\": [{\"url\": 3}]}", named: "c.json", in: folder),
        "no usable entries"
      ),
      (
        try writeFile(
          "{\"categories\":" + String(repeating: "[{\"label\":\"x\",\"children\":", count: 40)
            + "[]" + String(repeating: "}]", count: 40) + "}", named: "deep.json", in: folder),
        "nests deeper than 16 levels"
      ),
      (
        try writeFile(String(repeating: " ", count: (8 << 20) + 1), named: "big.json", in: folder),
        "is too large"
      ),
    ]
    for (path, expected) in cases {
      let result = await runCLI(["--file", path, "tree"])
      XCTAssertEqual(result.code, ExitCode.noMenu, path)
      XCTAssertEqual(result.stdout, "")
      XCTAssertTrue(result.stderr.hasPrefix("shopmenu: "), result.stderr)
      XCTAssertTrue(result.stderr.contains(expected), "\(expected) ∉ \(result.stderr)")
      XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line")
    }
  }

  @MainActor
  func testFileFormatPicksTheShopUnlessGiven() async throws {
    let mytoys = try await runCLI(["--file", CLIFixture.mytoys.path, "--json"]).json()
    XCTAssertEqual(mytoys["shop"] as? String, "mytoys")
    let forced = try await runCLI(["--shop", "bonprix", "--file", CLIFixture.mytoys.path, "--json"])
      .json()
    XCTAssertEqual(forced["shop"] as? String, "bonprix")
  }

  // MARK: - Colour

  @MainActor
  func testColourOnlyOnATerminalAndNotWithNoColor() async {
    let piped = await runCLI(["--file", CLIFixture.bonprix.path, "tree"])
    XCTAssertFalse(piped.stdout.contains("\u{1B}"))
    let terminal = await runCLI(
      ["--file", CLIFixture.bonprix.path, "tree"], stdoutIsTerminal: true)
    XCTAssertTrue(terminal.stdout.contains("\u{1B}[1mDamen\u{1B}[0m"))
    let noColor = await runCLI(
      ["--file", CLIFixture.bonprix.path, "tree"], environment: ["NO_COLOR": "1"],
      stdoutIsTerminal: true)
    XCTAssertFalse(noColor.stdout.contains("\u{1B}"))
    XCTAssertFalse(noColor.stderr.contains("\u{1B}"))
  }
}
