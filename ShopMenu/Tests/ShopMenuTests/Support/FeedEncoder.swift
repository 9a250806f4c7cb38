import Foundation

@testable import ShopMenu

/// A ``Menu`` as a feed document again, for round-trip tests (decode, encode, decode).
enum FeedEncoder {
  /// The menu as a feed document in `format` (the menu's own by default).
  static func encode(_ menu: Menu, as format: FeedFormat? = nil, pretty: Bool = false) throws
    -> Data
  {
    let format = format ?? menu.format
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    let entries = menu.entries.map { Node($0, format: format) }
    return try encoder.encode([format.rootKey: entries])
  }

  private struct Node: Encodable {
    var type: String?
    var label: String
    var url: String?
    var image: String?
    var children: [Node]?

    init(_ entry: MenuEntry, format: FeedFormat) {
      label = entry.label
      url = entry.url?.absoluteString
      image = entry.imageURL?.absoluteString
      children = entry.children.isEmpty ? nil : entry.children.map { Node($0, format: format) }
      guard format == .mytoys else { return }
      switch (entry.kind, entry.destination) {
      case (.section, _): type = "section"
      case (.category, _): type = "node"
      case (.link, .external?): type = "external-link"
      case (.link, _): type = "link"
      }
    }
  }
}
