import Foundation
import ShopMenu

extension ReferenceFeedDecoder {
  /// Writes raw entries as a plain feed that keeps exactly what the entry rules look at: a
  /// field of the wrong type becomes `0`, an entry that is not an object becomes `0`, an absent
  /// field is left out; text is written as UTF-8 with only `"`, `\` and control characters
  /// escaped.
  enum Canonical {
    static func feed(_ entries: [Entry], format: FeedFormat) -> [UInt8] {
      var out: [UInt8] = []
      append("{\"\(format.rootKey)\":", to: &out)
      list(entries, into: &out)
      out.append(UInt8(ascii: "}"))
      return out
    }

    private static func list(_ entries: [Entry], into out: inout [UInt8]) {
      out.append(UInt8(ascii: "["))
      for (index, entry) in entries.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        guard entry.isObject else {
          out.append(UInt8(ascii: "0"))
          continue
        }
        out.append(UInt8(ascii: "{"))
        var first = true
        func name(_ key: String) {
          if !first { out.append(UInt8(ascii: ",")) }
          first = false
          append("\"\(key)\":", to: &out)
        }
        for (key, field) in [
          ("label", entry.label), ("url", entry.url), ("image", entry.image), ("type", entry.type),
        ] {
          switch field {
          case .absent: break
          case .wrongType:
            name(key)
            out.append(UInt8(ascii: "0"))
          case .value(let text):
            name(key)
            string(text, into: &out)
          }
        }
        switch entry.children {
        case .absent: break
        case .wrongType:
          name("children")
          out.append(UInt8(ascii: "0"))
        case .value(let children):
          name("children")
          list(children, into: &out)
        }
        out.append(UInt8(ascii: "}"))
      }
      out.append(UInt8(ascii: "]"))
    }

    private static func string(_ text: String, into out: inout [UInt8]) {
      out.append(UInt8(ascii: "\""))
      for byte in text.utf8 {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          out.append(UInt8(ascii: "\\"))
          out.append(byte)
        } else if byte < 0x20 {
          let hex = Array("0123456789abcdef".utf8)
          append("\\u00", to: &out)
          out.append(hex[Int(byte >> 4)])
          out.append(hex[Int(byte & 0x0F)])
        } else {
          out.append(byte)
        }
      }
      out.append(UInt8(ascii: "\""))
    }

    private static func append(_ text: String, to out: inout [UInt8]) {
      out.append(contentsOf: text.utf8)
    }
  }
}
