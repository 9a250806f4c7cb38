import XCTest

/// Launches the app the way every UI test does: in Debug builds the app's stand-ins
/// (`App/UITestStandIns.swift`) replace the navigation API by the bundled feed, each fetch as the
/// feed script says, the web pages by local placeholders showing their URL, and the teaser images
/// by a small one; English. Nothing here touches the network.
enum UITestApp {
  /// What the UI tests expect of a shop: the app's `ShopConfiguration` facts they read (check 20
  /// compares them with it).
  struct Shop {
    /// The page the app opens on.
    let homeURL: String
    /// The main screen's title, and the menu's top level's.
    let displayName: String
  }

  /// Every shop the app serves, by its identifier (`SHOPMENU_SHOP`): check 20 fails when a shop
  /// has no entry here.
  static let shops: [String: Shop] = [
    "bonprix": Shop(homeURL: "https://www.bonprix.de/", displayName: "bonprix"),
    "mytoys": Shop(homeURL: "https://www.mytoys.de/", displayName: "myToys"),
  ]

  /// English titles the tests find buttons by, each with its key in
  /// `App/en.lproj/Localizable.strings` (check 20 compares them).
  enum Title {
    static let categories = "Categories"  // main.menu
    static let close = "Close"  // menu.close
    static let back = "Back"  // main.back
    static let forward = "Forward"  // main.forward
    static let reload = "Reload"  // main.reload
    static let ok = "OK"  // dialog.ok
    static let cancel = "Cancel"  // dialog.cancel
  }

  /// The shop the tests launch: `SHOPMENU_UITEST_SHOP` (a scheme's Test environment, or the
  /// Linux harness), else bonprix.
  static var schemeShop: String {
    ProcessInfo.processInfo.environment["SHOPMENU_UITEST_SHOP"] ?? "bonprix"
  }

  /// The facts of `shop` (every shop has them: see ``shops``).
  static func facts(_ shop: String) -> Shop {
    guard let facts = shops[shop] else { fatalError("no UI-test facts for shop \(shop)") }
    return facts
  }

  /// Launches a fresh app. `feed` is what each fetch of the menu does, in order, the last step
  /// again for later fetches: `feed` or `offline`, each after `@` seconds (`offline@10,feed@5`);
  /// `environment` adds launch settings (`SHOPMENU_HOME_URL`, say).
  @MainActor
  static func launch(
    shop: String = schemeShop, feed: String = "feed", environment: [String: String] = [:]
  ) -> XCUIApplication {
    let app = XCUIApplication()
    app.launchEnvironment.merge(environment) { _, new in new }
    app.launchEnvironment["SHOPMENU_SHOP"] = shop
    app.launchEnvironment["SHOPMENU_UITEST_FEED"] = feed
    app.launchArguments += ["-AppleLanguages", "(en)", "-AppleLocale", "en_US"]
    app.launch()
    return app
  }
}

extension XCUIApplication {
  /// The element with this accessibility identifier, whatever its type: a `List` is a table up to
  /// iOS 15 and a collection view from iOS 16 on, its rows cells of either.
  func element(_ identifier: String) -> XCUIElement {
    descendants(matching: .any).matching(identifier: identifier).firstMatch
  }

  /// The web view's text showing `url`: the local placeholder page for `url` is on screen.
  func page(showing url: String) -> XCUIElement {
    webViews.staticTexts[url].firstMatch
  }

  /// The main screen's Categories button, by its title in the navigation bar.
  var categoriesButton: XCUIElement {
    navigationBars.buttons[UITestApp.Title.categories]
  }

  /// The menu's Close button, by its title in the navigation bar.
  var closeButton: XCUIElement {
    navigationBars.buttons[UITestApp.Title.close]
  }

  /// Opens the menu once the main screen is up, and waits for it.
  func openMenu(file: StaticString = #filePath, line: UInt = #line) {
    waitForTheMainScreen(file: file, line: line)
    categoriesButton.tap()
    XCTAssertTrue(
      closeButton.waitForExistence(timeout: 10), "the menu's Close button", file: file, line: line)
  }

  /// Waits until the menu's cover has gone: its Close button no longer exists, and the main
  /// screen's Categories button is there and hittable.
  func waitUntilMenuHasGone(file: StaticString = #filePath, line: UInt = #line) {
    let gone = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "exists == false"), object: closeButton)
    XCTAssertEqual(
      XCTWaiter().wait(for: [gone], timeout: 10), .completed, "the menu is still shown",
      file: file, line: line)
    waitForTheMainScreen(file: file, line: line)
  }

  /// Waits until the main screen's Categories button exists and is hittable.
  func waitForTheMainScreen(file: StaticString = #filePath, line: UInt = #line) {
    let categories = categoriesButton
    XCTAssertTrue(
      categories.waitForExistence(timeout: 10), "the Categories button", file: file, line: line)
    XCTAssertTrue(
      categories.isHittable, "the Categories button is hittable", file: file, line: line)
  }

  /// From the main screen: Categories, Damen, then Zur Übersicht, each once its screen is there;
  /// returns once the menu has gone.
  func chooseDamen(file: StaticString = #filePath, line: UInt = #line) {
    openMenu(file: file, line: line)
    tapEntry(AccessibilityID.entry("Damen"), file: file, line: line)
    XCTAssertTrue(
      navigationBars["Damen"].waitForExistence(timeout: 5), "Damen's level", file: file, line: line)
    tapEntry(AccessibilityID.entry("Damen", "Zur Übersicht"), file: file, line: line)
    waitUntilMenuHasGone(file: file, line: line)
  }

  /// Taps a menu row, waiting for it first.
  func tapEntry(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
    let row = element(identifier)
    XCTAssertTrue(row.waitForExistence(timeout: 10), "row \(identifier)", file: file, line: line)
    row.tap()
  }

  /// Swipes the list up until the element with this identifier exists: iOS builds only the rows
  /// on screen, so one further down does not exist before it has been scrolled to.
  func scrollUntilExists(
    _ identifier: String, swipes: Int = 10, file: StaticString = #filePath, line: UInt = #line
  ) -> XCUIElement {
    let target = element(identifier)
    var left = swipes
    while !target.exists, left > 0 {
      swipeUp()
      left -= 1
    }
    XCTAssertTrue(
      target.exists, "\(identifier), after \(swipes - left) swipes", file: file, line: line)
    return target
  }
}

extension XCTestCase {
  /// Waits until `element` is gone (Xcode 15 has no `waitForNonExistence`).
  func waitUntilGone(
    _ element: XCUIElement, timeout: TimeInterval = 10, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let gone = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "exists == false"), object: element)
    XCTAssertEqual(
      XCTWaiter().wait(for: [gone], timeout: timeout), .completed, "still shown: \(element)",
      file: file, line: line)
  }
}
