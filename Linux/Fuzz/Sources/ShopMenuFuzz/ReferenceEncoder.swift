import Foundation

@testable import ShopMenu

/// Writes a ``Menu`` back out in a feed format, so the fuzz target can check that decoding what
/// it kept, re-encoded, gives the same menu. Written independently of the tests' `FeedEncoder`
/// (which the target checks the same way) and by hand, byte by byte.
///
/// The encoding is chosen so that the decoder must derive the same kinds and destinations:
/// myToys entries carry `section`/`node`/`link`, and `external-link` for a link that opens
/// outside the app; bonprix has no type field (children make a category).
enum ReferenceEncoder {
  static func encode(_ entries: [MenuEntry], as format: FeedFormat) -> Data {
    var out: [UInt8] = []
    out.reserveCapacity(256 * max(entries.count, 1))
    out.append(UInt8(ascii: "{"))
    appendString(format.rootKey, to: &out)
    out.append(UInt8(ascii: ":"))
    appendEntries(entries, format: format, to: &out)
    out.append(UInt8(ascii: "}"))
    return Data(out)
  }

  private static func appendEntries(
    _ entries: [MenuEntry], format: FeedFormat, to out: inout [UInt8]
  ) {
    out.append(UInt8(ascii: "["))
    for (index, entry) in entries.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "{"))
      var first = true
      func key(_ name: String) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        appendString(name, to: &out)
        out.append(UInt8(ascii: ":"))
      }
      if format == .mytoys {
        key("type")
        appendString(mytoysType(of: entry), to: &out)
      }
      key("label")
      appendString(entry.label, to: &out)
      if let url = entry.destination?.url {
        key("url")
        appendString(url.absoluteString, to: &out)
      }
      if let image = entry.imageURL {
        key("image")
        appendString(image.absoluteString, to: &out)
      }
      if !entry.children.isEmpty {
        key("children")
        appendEntries(entry.children, format: format, to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
  }

  static func mytoysType(of entry: MenuEntry) -> String {
    switch entry.kind {
    case .section: return "section"
    case .category: return "node"
    case .link:
      if case .external = entry.destination { return "external-link" }
      return "link"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, the rest UTF-8.
  static func appendString(_ text: String, to out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0..<0x20:
        out.append(contentsOf: Array("\\u00".utf8))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
