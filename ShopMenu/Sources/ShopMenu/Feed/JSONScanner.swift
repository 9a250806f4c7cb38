import Foundation

/// A single pass over raw JSON bytes, before any parser sees them.
enum JSONScanner {
  /// The deepest nesting of arrays and objects, ignoring brackets inside strings. Stops counting
  /// once `limit` is exceeded, so a hostile document costs no more than reading up to there.
  static func nestingDepth(of data: Data, stoppingAbove limit: Int) -> Int {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
      var depth = 0
      var deepest = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""):
          inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > deepest {
            deepest = depth
            if deepest > limit { return deepest }
          }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
        default:
          break
        }
      }
      return deepest
    }
  }
}
