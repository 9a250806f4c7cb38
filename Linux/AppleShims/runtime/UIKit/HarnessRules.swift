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
  /// A `NavigationLink` with a visible label in a `List` shows a disclosure indicator at its
  /// row's trailing edge (Apple, "navigationLinkIndicatorVisibility(_:)": "Configures whether
  /// navigation links show a disclosure indicator"; UIKit, "UITableViewCell.AccessoryType.
  /// disclosureIndicator": "A chevron-shaped control for presenting new content"); a `Button` row,
  /// and a row pushing through a hidden link (an `EmptyView` label, in the list's background),
  /// show none. Unsourced: whether XCUITest sees the indicator. The harness exposes it as an image
  /// element labelled `chevron` in the row's cell, so that a test can tell a row shows none; a
  /// test may assert only its absence.
  case disclosureIndicator = "disclosure-indicator"
  /// A tap on a button with a custom `ButtonStyle` draws it pressed (its configuration's
  /// `isPressed` true, "whether the user is currently pressing the button",
  /// "ButtonStyleConfiguration.isPressed"), then released, then runs the action; the style only
  /// draws: the button is one element labelled with its label's text ("ButtonStyle": "standard
  /// interaction behavior and a custom appearance"). Unsourced: that XCUITest's tap lasts a frame
  /// pressed. With the rule off, the style is drawn released only.
  case buttonStylePressed = "button-style-pressed"
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
