import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// `browse` marks the entry chosen last and the way to it, as the app's menu does; the page the
/// web view shows marks nothing.
final class BrowseMarkTests: XCTestCase {
  @MainActor
  func testTheChosenEntryIsMarkedWhateverThePageShows() async {
    let link = "https://www.bonprix.de/kategorie/damen-mode/"
    let result = await runCLI(
      ["--offline", "browse"], input: ["g \(link)", "m", "2", "1", "m", "2", "q"])
    XCTAssertEqual(result.code, ExitCode.success)
    let out = result.stdout
    XCTAssertTrue(out.contains("\nbonprix\n  1  Shop\n  2  Damen ›\n"), "nothing chosen, no mark")
    XCTAssertTrue(out.contains("\nbonprix\n  1  Shop\n  2  Damen › •\n"), out)
    XCTAssertTrue(out.contains("\nbonprix › Damen\n  1  Zur Übersicht •\n  2  Mode ›\n"), out)
  }

  @MainActor
  func testRelativeLinksOtherSitesAndTheClosedMenu() async {
    let result = await runCLI(
      ["--offline", "browse"],
      input: [
        "2", "1", "g /kategorie/damen-neu/", "m", "2", "2", "g http://www.bonprix.de/",
        "g https://www.paypal.com/", "g mailto:service@bonprix.de", "g javascript:alert(1)", "q",
      ])
    let out = result.stdout
    XCTAssertTrue(
      out.contains(
        "> g /kategorie/damen-neu/\nThe web view shows https://www.bonprix.de/kategorie/damen-neu/"
          + "\nWeb view: https://www.bonprix.de/kategorie/damen-neu/ · m: open the menu"), out)
    XCTAssertTrue(
      out.contains("\nbonprix › Damen › Mode\n  1  Alle Artikel anzeigen\n  2  Neuheiten ›\n"),
      "a link followed in the page marks nothing: \(out)")
    XCTAssertTrue(
      out.contains(
        "> g http://www.bonprix.de/\nThe web view shows https://www.bonprix.de/ (upgraded to https)"
      ), out)
    XCTAssertTrue(
      out.contains("> g https://www.paypal.com/\nThe web view shows https://www.paypal.com/\n"))
    XCTAssertTrue(
      out.contains(
        "> g mailto:service@bonprix.de\nOpen outside the app: mailto:service@bonprix.de is handed"))
    XCTAssertTrue(
      out.contains("> g javascript:alert(1)\nThe web view does not open javascript:alert(1)."))
  }
}
