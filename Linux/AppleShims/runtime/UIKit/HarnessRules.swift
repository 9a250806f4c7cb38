// View-harness runtime (Linux/AppleShims/README.md): what iOS does that a careless model would not.
import Foundation

/// Behaviours of iOS, UIKit, WebKit and XCUITest that make a UI test fail when it relies on the
/// opposite, each with its source or marked unsourced, and the profiles it holds under (both unless
/// said). Where no source settles the details, the harness takes the stricter reading
/// (each rule says where).
///
/// `SHIM_HARNESS_RULES_OFF` (comma-separated names) switches rules off: only the mutation check
/// does that, to show that each rule's mutant is caught by the rule and by nothing else.
@_spi(Harness) public enum _HarnessRule: String, CaseIterable {
  /// An accessibility container (`accessibilityElement(children: .contain)`) whose children are
  /// all hidden is not exposed at all (element-hq/element-ios PR 7994: newer Xcode drops empty
  /// elements; kirill-markin/flashcards-open-source-app PR 1541: `.contain` may fail to expose
  /// its identifier).
  case emptyContainer = "empty-container"
  /// An accessibility identifier lands only on a view that is its own accessibility element
  /// (``_identify``). On a plain container (a stack, a scroll view, a navigation view) it makes no
  /// element of its own: the elements inside without an identifier of their own report it
  /// (kirill-markin/flashcards-open-source-app PR 1541: "On a plain container it does not stick
  /// and the descendants keep reporting the nearest ancestor identifier"). A `List`'s own
  /// identifier is found by no query, and the list's table or collection view reports the nearest
  /// ancestor container's identifier instead (PR 1542: an identifier on a `List` resolved 0
  /// elements, its `CollectionView` carried the screen's). Both were observed on an iOS 26.5
  /// simulator; no iOS 15 or 17 source was found, and the rule holds under both profiles. Not
  /// modelled: an ancestor's identifier replacing a descendant's own, seen in some layouts
  /// (wei18/apple-dev-skills PR 41), and a system container dropping it (PR 1541's
  /// `ContentUnavailableView`, iOS 17, which the app does not use).
  case containerIdentifier = "container-identifier"
  /// An alert does not remove the elements beneath it from queries: they still exist, but are not
  /// hittable, and a tap on one fails ("Elements beneath modals are no longer hittable",
  /// matrixprojects.net, "What's new with UI testing in iOS 10"; since iOS 10 hidden elements
  /// no longer exist, covered ones do).
  case alertOverlay = "alert-overlay"
  /// iOS 15 profile: a tap on an alert's button sets the alert's `isPresented` to false before it
  /// runs the button's action (pointfreeco/swift-composable-architecture issue 1981: "On iOS 14
  /// and 15, the dismiss action is fired before the alert's actions"; on iOS 15 its modifier used
  /// the iOS 15 alert API, issue 973). Under the iOS 17 profile, and with the rule off, the action
  /// runs first (``_HarnessProfile/alertDismissesFirst``).
  case alertDismissedFirst = "alert-dismissed-first"
  /// Unsourced: while its search is active, a navigation bar hides its title and its items and
  /// shows the search field with a Cancel button. No source says what a SwiftUI search field in the
  /// navigation bar's drawer hides on iOS 15 or 17; Apple's pages say only that "a toolbar may hide
  /// parts of its content when presenting search" ("searchPresentationToolbarBehavior(_:)",
  /// iOS 17.1) and that UIKit's search controller hides the bar by default
  /// ("hidesNavigationBarDuringPresentation"). The stricter reading: title and every item hidden.
  case searchHidesBar = "search-hides-bar"
  /// Unsourced: setting a full-screen cover's binding to false (or a sheet's: the harness models
  /// both alike) while the search on the cover's screen is active only ends that search (as
  /// "dismissSearch" does); the cover stays up until the binding is set true again. The search is a controller presented over the cover, and no source
  /// documents which of the two a dismissal reaches first: the stricter reading is taken. A search
  /// under a pushed level (its field not on screen) does not count.
  case coverDismissalEndsSearch = "cover-dismissal-ends-search"
  /// Loading the URL the page already shows adds no history item: WebKit treats it as the same
  /// load (`FrameLoader::shouldTreatURLAsSameAsCurrent`, `FrameLoadType::Same`, committed through
  /// `HistoryController::updateForReload`, "user loads same URL again"), so Back and Forward are
  /// as they were.
  case sameURLReplaces = "same-url-replaces"
  /// Only the rows in a screen-sized viewport exist until the test scrolls: a table or collection
  /// view builds the cells it shows ("UITableView": "cells … on screen"; "UICollectionView":
  /// "visible cells"), and XCUITest sees only what exists. The viewport is ``viewportRows``
  /// elements (cells and section headers) from the scroll position, fewer than the smallest
  /// iOS 15 iPhone shows (the stricter reading); `swipeUp()` scrolls by a screen less one row.
  case viewport = "viewport"
  /// A fresh simulator's keyboard first shows its "slide to type" introduction, whose Continue
  /// button has to be tapped before typing reaches the keys (fastlane/fastlane issue 15742 and
  /// PR 15749: "newly recreated/reset simulators all have Slide to type enabled", and XCUITest
  /// "will see the following screen when interacting with the UITextField for the first time").
  /// The harness's process is one fresh simulator: the introduction shows once per run.
  case keyboardIntroduction = "keyboard-introduction"

  /// The rules switched off for this run; a name that is no rule stops the run.
  static let off: Set<String> = {
    let names = Set(
      (ProcessInfo.processInfo.environment["SHIM_HARNESS_RULES_OFF"] ?? "").split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) })
    for name in names where _HarnessRule(rawValue: name) == nil {
      fatalError("harness: SHIM_HARNESS_RULES_OFF names no rule \(name)")
    }
    return names
  }()

  /// Whether the rule holds in this run.
  public var isOn: Bool { !Self.off.contains(rawValue) }

  /// The rows (cells and section headers) of a list that exist at once.
  public static let viewportRows = 10
}
