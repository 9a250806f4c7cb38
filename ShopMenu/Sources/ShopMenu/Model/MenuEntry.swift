import Foundation

/// One entry of the menu tree, with an ``ID`` from its labels that survives a refresh.
public struct MenuEntry: Sendable, Hashable, Identifiable {
  /// What tapping an entry does.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A header that groups entries (myToys' `section`); shown as a list section, not tappable.
    case section
    /// Has children; tapping it pushes them.
    case category
    /// Opens its `destination`.
    case link
  }

  /// The labels from the top level down to the entry (repeated siblings get `#2`, `#3`…).
  public struct ID: Sendable, Hashable, CustomStringConvertible {
    public let components: [String]

    /// The ID of the entry at the path `components`, top level first.
    public init(_ components: [String]) { self.components = components }

    /// The identity of the parent, or `nil` on the top level.
    var parent: ID? { components.count > 1 ? ID(Array(components.dropLast())) : nil }

    /// The number of levels from the top (1 for a top-level entry).
    var depth: Int { components.count }

    /// The breadcrumb, for example `Damen › Mode › Neuheiten`.
    public var description: String { components.joined(separator: " › ") }
  }

  public let id: ID
  /// The label as shown: trimmed, without control characters.
  public let label: String
  /// What the entry does when chosen: `nil` for sections and for categories without a page.
  let destination: Destination?
  /// A teaser image (bonprix top-level categories), always `https`.
  let imageURL: URL?
  public let kind: Kind
  /// The entries below this one (empty for links).
  let children: [MenuEntry]

  /// An entry; `children` only for a category or a section.
  init(
    id: ID, label: String, kind: Kind, destination: Destination? = nil, imageURL: URL? = nil,
    children: [MenuEntry] = []
  ) {
    self.id = id
    self.label = label
    self.kind = kind
    self.destination = destination
    self.imageURL = imageURL
    self.children = children
  }

  /// Whether choosing the entry hands its URL to the system instead of the app's web view.
  public var opensExternally: Bool {
    if case .external? = destination { return true }
    return false
  }
}

/// Where a menu entry or a tapped link leads, as decided by ``URLPolicy``.
enum Destination: Sendable, Hashable {
  /// Load in the app's web view (an `https` page of the shop).
  case inApp(URL)
  /// Hand to the system (another site, or an entry the feed marks as external).
  case external(URL)

  var url: URL {
    switch self {
    case .inApp(let url), .external(let url): return url
    }
  }
}
