import Foundation
import ShopMenu
import XCTest

@testable import ShopMenuCLI

/// `shopmenu` run in-process on the app's model with no network: `--offline`, or a client that
/// answers from memory.
@MainActor
final class ShopMenuCLITests: XCTestCase {
  /// What one run printed.
  final class Output {
    var code: Int32 = -1
    var out = ""
    var err = ""
  }

  private func console(_ output: Output, input: String, interactive: Bool) -> Console {
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return Console(
      readLine: { lines.isEmpty ? nil : lines.removeFirst() }, write: { output.out += $0 },
      writeError: { output.err += $0 }, isInteractive: interactive)
  }

  private func run(
    _ arguments: [String], environment: [String: String] = [:], input: String = "",
    interactive: Bool = false
  ) async -> Output {
    let output = Output()
    output.code = await ShopMenuCLI.run(
      arguments, environment: environment,
      console: console(output, input: input, interactive: interactive))
    return output
  }

  /// Runs `command` on a model whose client answers `feed` (or fails when it is `nil`).
  private func execute(_ command: ShopMenuCLI.Command, feed: Data?, input: String = "") async
    -> Output
  {
    let client = MenuClient { _ in
      guard let feed else { throw MenuAPIError.serverError(status: 503) }
      return .modified(feed, CacheValidators())
    }
    let shop = ShopConfiguration.bonprix
    let model = ShopAppModel(
      shop: shop, repository: MenuRepository(shop: shop, client: client, bundled: { nil }),
      teasers: TeaserLoader(policy: shop.urlPolicy) { _ in .failed })
    await model.start()
    let output = Output()
    output.code = ShopMenuCLI.execute(
      command, model: model, console: console(output, input: input, interactive: false))
    return output
  }

  func testHelpVersionAndUsageErrors() async {
    let help = await run(["tree", "--help"])
    XCTAssertEqual(help.code, 0)
    XCTAssertTrue(help.out.contains("usage: shopmenu [--shop bonprix|mytoys] [--offline]"))
    let version = await run(["--version"])
    XCTAssertEqual(version.out, "shopmenu \(ShopMenuCLI.version)\n")
    for (arguments, message) in [
      (["frobnicate"], "Unknown command 'frobnicate'."),
      (["--shop", "otto"], "Unknown shop 'otto'"),
      (["search"], "search needs words"), (["tree", "x"], "tree takes no words"),
      (["--file", "feed.json"], "Unknown option --file."), (["--shop"], "--shop needs"),
    ] {
      let result = await run(arguments)
      XCTAssertEqual(result.code, 2, "\(arguments)")
      XCTAssertTrue(result.err.hasPrefix("shopmenu: \(message)"), result.err)
      XCTAssertEqual(result.out, "")
    }
  }

  func testOptionsGoAnywhere() throws {
    XCTAssertEqual(
      try ShopMenuCLI.parse(["search", "--shop=MyToys", "0-6", "--offline", "--", "-x"]),
      ShopMenuCLI.Invocation(shop: .mytoys, offline: true, command: .search(["0-6", "-x"])))
    XCTAssertEqual(try ShopMenuCLI.parse(["--offline"]), ShopMenuCLI.Invocation(offline: true))
  }

  func testOfflineTreeIsTheBundledCopyWithTheAppsNotice() async {
    let result = await run(["--offline"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(result.err, "You're offline, so this is a basic menu.\n")
    XCTAssertEqual(
      result.out,
      """
      bonprix: 8 entries (3 categories, 5 links), 4 levels deep
      Shop
      Damen
        Zur Übersicht
        Mode
          Alle Artikel anzeigen
          Neuheiten
            Alle Artikel anzeigen
            Oberteile

      """)
  }

  func testTreeListsSectionsAndExternalLinks() async {
    // The shop as the app's Info.plist or environment names it.
    let result = await run(["--offline", "tree"], environment: ["SHOPMENU_SHOP": "mytoys"])
    XCTAssertEqual(result.code, 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines.first, "myToys: 215 entries (22 categories, 193 links) in 5 sections, 3 levels deep")
    XCTAssertEqual(
      Array(lines.dropFirst().prefix(3)), ["[Sortiment]", "  Alter", "    Baby & Kleinkind"])
    XCTAssertTrue(lines.contains("  mirapodo ↗"))
  }

  func testSearchPrintsPathsIgnoringCaseAndAccents() async {
    let months = await run(["--offline", "--shop", "mytoys", "search", "monate"])
    XCTAssertEqual(months.code, 0)
    XCTAssertEqual(
      months.out,
      """
      3 entries match "monate":
      Sortiment › Alter › Baby & Kleinkind › 0-6 Monate
      Sortiment › Alter › Baby & Kleinkind › 7-12 Monate
      Sortiment › Alter › Baby & Kleinkind › 13-24 Monate

      """)
    let girls = await run(["--offline", "--shop", "mytoys", "search", "FUR", "madchen"])
    XCTAssertTrue(girls.out.hasPrefix("2 entries match \"FUR madchen\":\n"), girls.out)
    XCTAssertTrue(girls.out.contains("Geschenketipps › Geschenketipps für Mädchen\n"))
    let nothing = await run(["--offline", "search", "xyzzy"])
    XCTAssertEqual(nothing.code, 1)
    XCTAssertEqual(nothing.out, "No entry matches \"xyzzy\".\n")
  }

  func testBrowsePushesChoosesAndGoesUp() async {
    let result = await run(["--offline", "browse"], input: "2\n2\n2\n2\n7\n..\nb\nb\nb\n1\nq\n")
    XCTAssertEqual(result.code, 0)
    XCTAssertTrue(result.out.contains("\nbonprix › Damen › Mode › Neuheiten\n    1  Alle Artikel"))
    XCTAssertTrue(
      result.out.contains(
        "> Open in the web view: https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/\n"
          + "Title: Neuheiten\n"))
    XCTAssertTrue(result.out.contains("> Type a number from 1 to 2, .. to go up, or q to quit.\n"))
    XCTAssertTrue(result.out.contains("> This is the top level.\n"))
    XCTAssertTrue(
      result.out.hasSuffix("Open in the web view: https://www.bonprix.de\nTitle: bonprix\n> "))
  }

  func testBrowseIsTheDefaultOnATerminalAndHandsExternalLinksOn() async {
    let result = await run(["--offline", "--shop", "mytoys"], input: "17", interactive: true)
    XCTAssertEqual(result.code, 0)
    XCTAssertTrue(
      result.out.hasPrefix("You're offline, so this is a basic menu.\n\nmyToys\n  Sortiment\n"))
    XCTAssertTrue(result.out.contains("  KombiShopping\n   17  mirapodo ↗\n"))
    XCTAssertTrue(result.out.hasSuffix("> Open outside the app: https://www.mirapodo.de/\n> \n"))
  }

  func testHostileLabelsArePrintedInert() async {
    let label = #"\u001b[2J\u009b31m\u202eEvil\u2028 \u0007Bell\u0000"#
    let feed =
      #"{"categories":[{"label":"\#(label)","url":"https://www.bonprix.de/a/","#
      + #""children":[{"label":"\#(label)","url":"https://www.bonprix.de/b/"}]}]}"#
    for command in [ShopMenuCLI.Command.tree, .search(["evil"]), .browse] {
      let result = await execute(command, feed: Data(feed.utf8), input: "1\n1\n")
      XCTAssertEqual(result.code, 0, "\(command)")
      XCTAssertTrue(result.out.contains("Evil"), result.out)
      let printed = (result.out + result.err).unicodeScalars.filter { $0 != "\n" }
      XCTAssertFalse(printed.contains(where: TerminalText.isUnsafe), result.out.debugDescription)
    }
    XCTAssertEqual(TerminalText.safe("a\u{1B}[2J\tb\u{202E}c\u{85}"), "a[2J bc")
  }

  func testNoMenuExitsThree() async {
    let result = await execute(.tree, feed: nil)
    XCTAssertEqual(result.code, 3)
    XCTAssertEqual(result.err, "shopmenu: Couldn't load the categories: HTTP 503: server error.\n")
  }
}
