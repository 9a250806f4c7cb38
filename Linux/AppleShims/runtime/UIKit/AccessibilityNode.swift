// View-harness runtime (Linux/AppleShims/README.md): the accessibility tree the UI tests query.
import Foundation

// MARK: - Harness: the accessibility tree (shared by SwiftUI, WebKit and XCUITest in run mode)

@_spi(Harness) public enum _AXRole: String {
  case application, window, other, button, staticText, image, navigationBar, webView,
    table, collectionView, cell, progressIndicator, toolbar, alert, textField, keyboard
}

@_spi(Harness) public final class _AXNode: CustomStringConvertible {
  public var role: _AXRole
  public var identifier = ""
  public var label = ""
  public var value: String?
  public var placeholder: String?
  public var hint: String?
  public var isHeader = false
  public var isSelected = false
  public var isEnabled = true
  public var children: [_AXNode] = []
  public var tap: (() -> Void)?
  public var typeText: ((String) -> Void)?
  public var hasFocus = false
  /// Covered by an alert (``_HarnessRule/alertOverlay``): it exists, but a tap cannot reach it.
  public var isHittable = true
  /// A `List`'s own element (its table or collection view): the list's own identifier does not
  /// reach it, an ancestor container's does (``_HarnessRule/containerIdentifier``).
  public var isList = false
  /// Made by a `NavigationLink` with a visible label: in a list, its row shows a disclosure
  /// indicator (``_HarnessRule/disclosureIndicator``).
  public var isNavigationLink = false
  /// How many plain containers (stacks, scroll views, navigation views) enclose the view that made
  /// it: an identifier modifier tells by it whether it is on the element's own view or on a
  /// container around it (``_HarnessRule/containerIdentifier``).
  public var containerDepth = 0
  public init(_ role: _AXRole) { self.role = role }

  /// Marks this element and everything inside it as covered.
  public func cover() {
    isHittable = false
    for child in children { child.cover() }
  }

  public var description: String { dump(0) }
  public func dump(_ d: Int) -> String {
    var s = String(repeating: "  ", count: d) + role.rawValue
    if !identifier.isEmpty { s += " id=\(identifier)" }
    if !label.isEmpty { s += " label=\"\(label)\"" }
    if let value, !value.isEmpty { s += " value=\"\(value)\"" }
    if !isEnabled { s += " disabled" }
    if hasFocus { s += " focused" }
    for c in children { s += "\n" + c.dump(d + 1) }
    return s
  }
  /// All text in this subtree, as a button or a combined element reads it.
  public var text: [String] {
    if !label.isEmpty, children.isEmpty { return [label] }
    return children.flatMap(\.text)
  }
}

@_spi(Harness) public protocol _HarnessAccessible: AnyObject {
  @MainActor func _axNode() -> _AXNode
}
