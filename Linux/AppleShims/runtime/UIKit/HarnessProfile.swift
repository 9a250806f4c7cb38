// View-harness runtime (Linux/AppleShims/README.md): the iOS version a run models.
import Foundation

/// The iOS version the harness models in this run: `SHIM_HARNESS_OS`, `15` or `17` (Xcode 15's
/// default simulator, the default). `harness/run.sh` runs every UI test under both. Only what a
/// source documents differs between the two, each difference below with its source; every other
/// behaviour is the same under both profiles.
@_spi(Harness) public enum _HarnessProfile {
  public static let version: Int = {
    let value = ProcessInfo.processInfo.environment["SHIM_HARNESS_OS"] ?? "17"
    guard let version = Int(value), version == 15 || version == 17 else {
      fatalError("harness: SHIM_HARNESS_OS=\(value): the profiles are 15 and 17")
    }
    return version
  }()

  /// "iOS 15" or "iOS 17", for messages.
  public static var name: String { "iOS \(version)" }

  /// The element type of a SwiftUI `List`: a table up to iOS 15, a collection view from iOS 16
  /// on; its rows are cells under both.
  /// Sources: siteline/swiftui-introspect issue 172 ("in iOS 16 lists and form views are now
  /// back by collection views. They're no longer table views") and PR 169 ("iOS 16 has migrated
  /// `List` to use `UICollectionView` under the hood"); realm/realm-swift PR 8054 ("Sectioned
  /// table views are now implemented using a collection view rather than a table", its UI tests
  /// on iOS 16.1 query `app.collectionViews` from iOS 16 on and `app.tables` before, and
  /// `.cells` of either).
  public static var listRole: _AXRole { version >= 16 ? .collectionView : .table }

  /// Whether a tap on an alert's button sets `isPresented` to false before it runs the button's
  /// action (``_HarnessRule/alertDismissedFirst``): up to iOS 15; from iOS 16 on the action runs
  /// first. Source: pointfreeco/swift-composable-architecture issue 1981 ("on iOS 16 the actions
  /// triggered by a tap on one of the alert's buttons are correctly fired before the `dismiss`
  /// action, while this seems not to be the case on iOS 14 and 15"). No source for iOS 17: the
  /// profile keeps iOS 16's order. (scgopi/GraphCode issue 35 saw the binding cleared first, on an
  /// iOS it does not name.)
  public static var alertDismissesFirst: Bool {
    version < 16 && _HarnessRule.alertDismissedFirst.isOn
  }
}
