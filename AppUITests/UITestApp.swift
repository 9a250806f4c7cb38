import XCTest

/// Launches the app the way every UI test does: the navigation API replaced by the feed bundled
/// with the ShopMenu package, every web page replaced by a local placeholder that shows its URL,
/// every teaser image by a small bundled one (or a failure), English. Nothing here touches the
/// network.
///
/// The switches are read by `AppLaunchConfiguration` in the ShopMenu package (keys
/// `SHOPMENU_UITEST_STUB`, `SHOPMENU_LOCAL_PAGES`, `SHOPMENU_UITEST_TEASERS`, `SHOPMENU_SHOP`,
/// `SHOPMENU_HOME_URL`).
enum UITestApp {
  /// What the stand-in for the navigation API does.
  enum Stub: String {
    /// Serves the bundled feed.
    case feed
    /// Every request fails as if offline.
    case failure
    /// The first request fails, the next ones serve the bundled feed.
    case failureOnce = "failure-once"
    /// The first two requests fail (launch, opening the menu), then the feed is served.
    case failureTwice = "failure-twice"
  }

  /// What the stand-in for teaser images does.
  enum Teasers: String {
    /// Every teaser loads a small bundled image.
    case available
    /// Every teaser fails to load (HTTP 404).
    case missing
  }

  /// What the UI tests expect of a shop: the app's `ShopConfiguration` facts they read
  /// (check 20 compares them with it), and two rows of its bundled feed's top level.
  struct Shop {
    /// The page the app opens on.
    let homeURL: String
    /// The name in the navigation bar (and the menu's top-level title).
    let displayName: String
    /// Two rows of the top level, by the labels on the way to each.
    let topLevelRows: [[String]]
  }

  /// Every shop the app serves, by its identifier (`SHOPMENU_SHOP`): check 20 fails when a shop
  /// has no entry here.
  static let shops: [String: Shop] = [
    "bonprix": Shop(
      homeURL: "https://www.bonprix.de/", displayName: "bonprix",
      topLevelRows: [["Shop"], ["Damen"]]),
    "mytoys": Shop(
      homeURL: "https://www.mytoys.de/", displayName: "myToys",
      topLevelRows: [["Sortiment", "Alter"], ["Schnäppchen", "Alle Angebote im Überblick"]]),
  ]

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

  /// Launches a fresh app; `environment` adds launch settings (`SHOPMENU_HOME_URL`, say).
  /// Main-actor isolated, as `XCUIApplication` is in current SDKs; `@preconcurrency` lets a test
  /// whose methods are not isolated yet call it.
  @preconcurrency @MainActor
  static func launch(
    shop: String = schemeShop, stub: Stub = .feed, teasers: Teasers = .available,
    environment: [String: String] = [:]
  ) -> XCUIApplication {
    let app = XCUIApplication()
    app.launchEnvironment.merge(environment) { _, new in new }
    app.launchEnvironment["SHOPMENU_SHOP"] = shop
    app.launchEnvironment["SHOPMENU_UITEST_STUB"] = stub.rawValue
    app.launchEnvironment["SHOPMENU_UITEST_TEASERS"] = teasers.rawValue
    app.launchEnvironment["SHOPMENU_LOCAL_PAGES"] = "1"
    app.launchArguments += ["-AppleLanguages", "(en)", "-AppleLocale", "en_US"]
    app.launch()
    return app
  }
}

extension XCUIApplication {
  /// The element with this accessibility identifier, whatever its type.
  func element(_ identifier: String) -> XCUIElement {
    descendants(matching: .any).matching(identifier: identifier).firstMatch
  }

  /// The web view's text showing `url`: the local placeholder page for `url` is on screen.
  func page(showing url: String) -> XCUIElement {
    webViews.staticTexts[url].firstMatch
  }

  /// Opens the menu and waits for it.
  func openMenu(file: StaticString = #filePath, line: UInt = #line) {
    let button = buttons[AccessibilityID.menuButton].firstMatch
    XCTAssertTrue(button.waitForExistence(timeout: 10), "Menu button", file: file, line: line)
    button.tap()
    XCTAssertTrue(
      element(AccessibilityID.menuClose).waitForExistence(timeout: 10), "the menu's Close button",
      file: file,
      line: line)
  }

  /// Waits until the menu's cover has gone: its search field no longer exists and the main
  /// screen's Menu button is there and hittable. That Close has gone proves nothing alone: an
  /// active search hides the bar's items, Close among them.
  func waitUntilMenuHasGone(file: StaticString = #filePath, line: UInt = #line) {
    let gone = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "exists == false"), object: searchFields.firstMatch)
    XCTAssertEqual(
      XCTWaiter().wait(for: [gone], timeout: 10), .completed,
      "the menu's search field is still shown",
      file: file, line: line)
    let menu = buttons[AccessibilityID.menuButton].firstMatch
    XCTAssertTrue(
      menu.waitForExistence(timeout: 10), "the main screen's Menu button", file: file, line: line)
    XCTAssertTrue(
      menu.isHittable, "the main screen's Menu button is hittable", file: file, line: line)
  }

  /// Types `text` into the menu's search field, waiting for the field first.
  ///
  /// A freshly reset simulator's keyboard first shows its "slide to type" introduction, which
  /// keeps typing from the keys until its Continue button is tapped (fastlane/fastlane issue
  /// 15742; UI tests in public projects, GetStream's chat SDK among them, tap it so): tapped here
  /// when it shows.
  func search(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let field = searchFields.firstMatch
    XCTAssertTrue(field.waitForExistence(timeout: 5), "search field", file: file, line: line)
    field.tap()
    // Found among all buttons, as those projects do: where iOS puts the introduction in the
    // element tree is not documented, and the menu has no Continue button of its own.
    let introduction = buttons["Continue"]
    if introduction.waitForExistence(timeout: 1) { introduction.tap() }
    field.typeText(text)
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

  /// Taps a menu row, waiting for it first.
  func tapEntry(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
    let row = element(identifier)
    XCTAssertTrue(row.waitForExistence(timeout: 10), "row \(identifier)", file: file, line: line)
    row.tap()
  }
}

extension XCTestCase {
  /// Waits until `element` is enabled (`true`) or disabled (`false`): the bottom bar's buttons
  /// follow the web view's history, which it reports after a page has committed.
  func waitUntil(
    _ element: XCUIElement, isEnabled: Bool, timeout: TimeInterval = 10,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let state = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: isEnabled ? "isEnabled == true" : "isEnabled == false"),
      object: element)
    XCTAssertEqual(
      XCTWaiter().wait(for: [state], timeout: timeout), .completed,
      "\(isEnabled ? "still disabled" : "still enabled"): \(element)", file: file, line: line)
  }

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
