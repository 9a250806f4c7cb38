// View-harness runtime (Linux/AppleShims/README.md): what iOS does that a careless model would not.
import Foundation

/// Behaviours of iOS, UIKit, WebKit and XCUITest that make a UI test fail when it relies on the
/// opposite, each with its source, under both profiles. Where no source settles the details, the
/// harness takes the stricter reading (Linux/AppleShims/README.md says which).
///
/// `SHIM_HARNESS_RULES_OFF` (comma-separated names) switches rules off: only the mutation check
/// does that, to show that each rule's mutant is caught by the rule and by nothing else.
@_spi(Harness) public enum _HarnessRule: String, CaseIterable {
  /// An accessibility container (`accessibilityElement(children: .contain)`) whose children are
  /// all hidden is not exposed at all (element-hq/element-ios PR 7994: newer Xcode drops empty
  /// elements; kirill-markin/flashcards-open-source-app PR 1541: `.contain` may fail to expose
  /// its identifier).
  case emptyContainer = "empty-container"
  /// A `List`'s own accessibility identifier does not reach XCUITest; an identifier lands only on
  /// a view that is its own accessibility element (flashcards-open-source-app PRs 1541 and 1542).
  case listIdentifier = "list-identifier"
  /// An alert does not remove the elements beneath it from queries: they still exist, but are not
  /// hittable, and a tap on one fails ("Elements beneath modals are no longer hittable",
  /// matrixprojects.net, "What's new with UI testing in iOS 10"; since iOS 10 hidden elements
  /// no longer exist, covered ones do).
  case alertOverlay = "alert-overlay"
  /// A tap on an alert's button sets the alert's `isPresented` to false before it runs the
  /// button's action (pointfreeco/swift-composable-architecture issue 1981: "On iOS 14 and 15, the
  /// dismiss action is fired before the alert's actions", iOS 16 the other way; scgopi/GraphCode
  /// issue 35: "SwiftUI clears the alert's isPresented binding before running the tapped button's
  /// action", its iOS not given). Apple's page gives no order; both profiles take this one.
  case alertDismissedFirst = "alert-dismissed-first"
  /// While its search is active, a navigation bar hides its title and its items and shows the
  /// search field with a Cancel button ("searchPresentationToolbarBehavior(_:)": "By default on
  /// iOS, a toolbar may hide parts of its content when presenting search";
  /// "UISearchController.hidesNavigationBarDuringPresentation": default true;
  /// "automaticallyShowsCancelButton": default true).
  case searchHidesBar = "search-hides-bar"
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

  /// The rules switched off for this run.
  static let off: Set<String> = Set(
    (ProcessInfo.processInfo.environment["SHIM_HARNESS_RULES_OFF"] ?? "").split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) })

  /// Whether the rule holds in this run.
  public var isOn: Bool { !Self.off.contains(rawValue) }

  /// The rows (cells and section headers) of a list that exist at once.
  public static let viewportRows = 10
}
