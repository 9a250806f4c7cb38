import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// `browse` driven through scripted input, on the app's state machine.
final class BrowseTests: XCTestCase {
  private let oberteile = "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"

  @MainActor
  func testDrillingDamenModeNeuheitenOberteileOpensItsPage() async {
    let result = await runCLI(["--offline", "browse"], input: ["2", "2", "2", "2", "q"])
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertEqual(result.stderr, "")
    let help =
      "number: open · b: back · /text: search · r: refresh · m: menu · g url: follow a link · "
      + "q: quit"
    XCTAssertEqual(
      result.stdout,
      """
      bonprix: the web view shows https://www.bonprix.de/ (home page). Opening the menu.
      Source: bundled snapshot (shipped with this program; its age is not recorded)

      bonprix
        1  Shop
        2  Damen ›
      \(help)
      > 2

      bonprix › Damen
        1  Zur Übersicht
        2  Mode ›
      \(help)
      > 2

      bonprix › Damen › Mode
        1  Alle Artikel anzeigen
        2  Neuheiten ›
      \(help)
      > 2

      bonprix › Damen › Mode › Neuheiten
        1  Alle Artikel anzeigen
        2  Oberteile
      \(help)
      > 2
      Open in the web view: \(oberteile)
      The menu is closed.
      Web view: \(oberteile) · m: open the menu · q: quit
      > q

      """)
  }

  @MainActor
  func testBackSearchAndTheChosenMark() async {
    let result = await runCLI(
      ["--offline", "browse"],
      input: ["2", "2", "b", "b", "b", "/OBER", "1", "3", "m", "2", "", "q"])
    XCTAssertEqual(result.code, ExitCode.success)
    let out = result.stdout
    XCTAssertTrue(out.contains("> b\n\nbonprix › Damen\n"))
    XCTAssertTrue(out.contains("> b\nAlready at the top level.\n"))
    XCTAssertTrue(
      out.contains(
        "> /OBER\n\nbonprix › Search \"OBER\"\n  1  Oberteile  Damen › Mode › Neuheiten\n"))
    XCTAssertTrue(out.contains("> 1\nOpen in the web view: \(oberteile)\nThe menu is closed.\n"))
    XCTAssertTrue(out.contains("> 3\nThe menu is closed; type m to open it, or q to quit.\n"))
    XCTAssertTrue(out.contains("> m\n\nbonprix\n  1  Shop\n  2  Damen › •\n"), "marks the way")
    XCTAssertTrue(out.contains("> 2\n\nbonprix › Damen\n  1  Zur Übersicht\n  2  Mode › •\n"))
  }

  @MainActor
  func testSearchThatFindsACategoryOpensIt() async {
    let result = await runCLI(
      ["--offline", "browse"], input: ["/neu", "1", "/nothing-like-this", "b", "7", "x", "q"])
    let out = result.stdout
    XCTAssertTrue(out.contains("> 1\n\nbonprix › Damen › Mode › Neuheiten\n"), out)
    XCTAssertTrue(out.contains("No entries match \"nothing-like-this\"."))
    XCTAssertTrue(out.contains("> 7\nChoose a number from 1 to 2.\n"))
    XCTAssertTrue(out.contains("> x\nUnknown command 'x'; type ? for help.\n> q\n"), out)
  }

  @MainActor
  func testMyToysSectionsAreHeadingsAndExternalLinksLeaveTheApp() async {
    let result = await runCLI(
      ["--file", CLIFixture.mytoys.path, "browse"], input: ["17", "m", "1", "1", "q"])
    XCTAssertEqual(result.code, ExitCode.success)
    let out = result.stdout
    XCTAssertTrue(out.hasPrefix("myToys: the web view shows https://www.mytoys.de/ (home page)."))
    XCTAssertTrue(out.contains("Source: file \(CLIFixture.mytoys.path), modified "))
    XCTAssertTrue(out.contains("\nmyToys\nSortiment\n   1  Alter ›\n   2  Kategorien ›\n"))
    XCTAssertTrue(out.contains("\nKombiShopping\n  17  mirapodo ↗ (opens outside the app)\n"))
    XCTAssertTrue(
      out.contains(
        "> 17\nOpen outside the app: https://www.mirapodo.de/ is handed to the system browser; "
          + "the menu is closed.\nWeb view: https://www.mytoys.de/ ·"), out)
    XCTAssertTrue(out.contains("\nmyToys › Alter › Baby & Kleinkind\n  1  0-6 Monate\n"))
  }

  @MainActor
  func testRefreshReportsSuccessAndFailure() async throws {
    let cache = try makeTemporaryDirectory(self)
    let network = RecordingClient([
      .feed(try CLIFixture.bonprix.data), .failure(.timedOut), .feed(try CLIFixture.bonprix.data),
    ])
    let result = await runCLI(
      ["browse"], input: ["r", "r", "q"], network: network, cacheDirectory: cache)
    let out = result.stdout
    XCTAssertTrue(out.contains("Source: network (https://codechallenge.mobilelab.io/v1/bonprix/"))
    XCTAssertTrue(
      out.contains(
        "> r\nRefresh failed: The menu server did not answer in time. Try again in a moment. "
          + "Keeping the menu shown.\n"), out)
    XCTAssertTrue(out.contains("(stale: The menu server did not answer in time."))
    XCTAssertTrue(
      out.hasSuffix(
        "> r\nRefreshed.\nSource: network (https://codechallenge.mobilelab.io/v1/bonprix/"
          + "navigation), fetched just now\n\nbonprix\n  1  Shop\n  2  Damen ›\n"
          + "number: open · b: back · /text: search · r: refresh · m: menu · g url: follow a link · "
          + "q: quit\n> q\n"), out)
    XCTAssertEqual(network.fetchCount, 3)
  }

  @MainActor
  func testOfflineHasNothingToRefreshFrom() async {
    let result = await runCLI(["--offline", "browse"], input: ["r", "q"])
    XCTAssertTrue(
      result.stdout.contains(
        "> r\nWorking offline (--offline): there is nothing to refresh from.\n"))
  }

  @MainActor
  func testNetworkFailingShowsTheCachedMenuMarkedStale() async throws {
    let network = RecordingClient([.failure(.offline)])
    let result = await runCLI(["browse"], input: ["q"], network: network)
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertEqual(network.fetchCount, 1, "launching makes one request")
    XCTAssertTrue(
      result.stdout.contains(
        "Source: bundled snapshot (shipped with this program; its age is not recorded) (stale: "
          + "You appear to be offline."))
  }

  @MainActor
  func testEndOfInputQuitsAndNoMenuExitsThree() async {
    let eof = await runCLI(["--offline", "browse"], input: ["2"])
    XCTAssertEqual(eof.code, ExitCode.success)
    XCTAssertTrue(
      eof.stdout.hasSuffix(
        "> 2\n\nbonprix › Damen\n  1  Zur Übersicht\n  2  Mode ›\n"
          + "number: open · b: back · /text: search · r: refresh · m: menu · g url: follow a link · "
          + "q: quit\n"))

    let none = await runCLI(["browse"], input: ["q"], bundled: { _ in nil })
    XCTAssertEqual(none.code, ExitCode.noMenu)
    XCTAssertEqual(none.stdout, "")
    XCTAssertEqual(
      none.stderr,
      "shopmenu: Could not load the bonprix menu from the network (You appear to be offline. "
        + "Check your connection and try again), and there is no cached or bundled menu.\n")
    let offline = await runCLI(["--offline", "browse"], input: ["q"], bundled: { _ in nil })
    XCTAssertEqual(offline.code, ExitCode.noMenu)
    XCTAssertTrue(offline.stderr.hasPrefix("shopmenu: No bonprix menu is available offline"))
  }

  @MainActor
  func testOnATerminalItPromptsInsteadOfEchoing() async {
    let result = await runCLI(
      ["--offline"], input: ["q"], environment: ["NO_COLOR": "1"], stdinIsTerminal: true,
      stdoutIsTerminal: true)
    XCTAssertTrue(result.stdout.contains("bonprix\n  1  Shop\n"), "browse is the default")
    XCTAssertTrue(result.stdout.hasSuffix("quit\n> "))
    XCTAssertFalse(result.all.contains("\u{1B}"))
  }
}
