import Foundation

/// One entry of a shop's navigation menu, in either shop's feed.
///
/// Entries are values: a menu is a tree of them. Each entry carries a stable ``ID`` derived from
/// the labels on its path, so selection and navigation survive a refresh of the feed.
public struct MenuEntry: Sendable, Hashable, Identifiable {
  // MARK: - Kind

  /// What tapping an entry does.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A header that groups entries (myToys' `section`); shown as a list section, not tappable.
    case section
    /// Has children; tapping it pushes them.
    case category
    /// Opens its ``MenuEntry/destination``.
    case link
  }

  // MARK: - Identity

  /// A stable identity: the labels from the top level down to the entry.
  ///
  /// Siblings with the same label are told apart by a `#2`, `#3`… suffix on the later ones.
  public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Labels from the top level down to the entry itself.
    public let components: [String]
    /// A hash of the components, computed once (a child's from its parent's), so that indexing
    /// and look-ups hash one number instead of every label on the path.
    private let digest: Int

    /// Creates an identity from the labels on the path to an entry.
    public init(_ components: [String]) {
      self.components = components
      self.digest = components.reduce(0, Self.combine)
    }

    private init(components: [String], digest: Int) {
      self.components = components
      self.digest = digest
    }

    /// The identity of a child of this entry.
    func appending(_ component: String) -> ID {
      // Sized once: `components + [component]` builds a one-element array and grows a copy.
      var extended: [String] = []
      extended.reserveCapacity(components.count + 1)
      extended.append(contentsOf: components)
      extended.append(component)
      return ID(components: extended, digest: Self.combine(digest, component))
    }

    private static func combine(_ digest: Int, _ component: String) -> Int {
      var hasher = Hasher()
      hasher.combine(digest)
      hasher.combine(component)
      return hasher.finalize()
    }

    public static func == (lhs: ID, rhs: ID) -> Bool {
      lhs.digest == rhs.digest && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    /// The identity of the parent, or `nil` on the top level.
    public var parent: ID? { components.count > 1 ? ID(Array(components.dropLast())) : nil }

    /// The number of levels from the top (1 for a top-level entry).
    public var depth: Int { components.count }

    /// The breadcrumb, for example `Damen › Mode › Neuheiten`.
    public var description: String { components.joined(separator: " › ") }

    public static func < (lhs: ID, rhs: ID) -> Bool {
      lhs.components.lexicographicallyPrecedes(rhs.components)
    }
  }

  // MARK: - Properties

  /// Stable identity, see ``ID``.
  public let id: ID
  /// The label as shown: trimmed, without control characters.
  public let label: String
  /// What the entry does when chosen: `nil` for sections and for categories without a page.
  public let destination: Destination?
  /// A teaser image (bonprix top-level categories), always `https`.
  public let imageURL: URL?
  /// What tapping it does.
  public let kind: Kind
  /// The entries below this one (empty for links).
  public let children: [MenuEntry]

  /// Creates an entry. Decoding builds these; tests and previews may too.
  public init(
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

  /// The URL the entry points at, wherever it is opened.
  public var url: URL? { destination?.url }

  /// Whether choosing the entry hands its URL to the system instead of the app's web view.
  public var opensExternally: Bool {
    if case .external? = destination { return true }
    return false
  }

  /// Number of entries in this subtree, the entry included.
  public var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }

  /// Levels in this subtree (1 for an entry without children).
  public var subtreeDepth: Int { 1 + (children.map(\.subtreeDepth).max() ?? 0) }
}

// MARK: - Destination

/// Where a menu entry or a tapped link leads, as decided by ``URLPolicy``.
public enum Destination: Sendable, Hashable {
  /// Load in the app's web view (an `https` page of the shop).
  case inApp(URL)
  /// Hand to the system (another site, or an entry the feed marks as external).
  case external(URL)

  /// The URL, wherever it is opened.
  public var url: URL {
    switch self {
    case .inApp(let url), .external(let url): return url
    }
  }
}
