import Foundation

/// Turns a navigation feed (either shop's format) into a ``Menu``.
///
/// Strict per document: a document that is too large, too deep, not JSON or in neither format
/// throws a ``FeedError``. Tolerant per entry: an entry that cannot be used is dropped with a
/// ``FeedDiagnostic`` naming its path and the reason, and every other entry is kept.
///
/// The JSON is read by Foundation's `JSONDecoder` into tolerant raw entries. The size and the
/// nesting are checked before that, so a hostile document costs at most one pass over its
/// bytes. What is valid JSON is the platform's decision: where the feed has a field the menu
/// does not use, Linux's `JSONDecoder` accepts some invalid JSON (a trailing comma, a leading
/// zero, a bad escape) that iOS 15's refuses, and which of a repeated name counts may differ.
public struct FeedDecoder: Sendable {
  /// Bounds on what a document may be.
  public struct Limits: Sendable, Hashable {
    /// Largest document accepted, in bytes.
    public var maxBytes: Int
    /// Deepest menu level accepted (a top-level entry is level 1).
    public var maxDepth: Int
    /// Longer labels are shortened to this many characters.
    public var maxLabelLength: Int

    /// Creates limits.
    public init(maxBytes: Int = 8 << 20, maxDepth: Int = 16, maxLabelLength: Int = 120) {
      self.maxBytes = maxBytes
      self.maxDepth = maxDepth
      self.maxLabelLength = maxLabelLength
    }

    /// Limits for a real shop feed: 8 MiB, 16 levels, 120-character labels.
    public static let standard = Limits()
  }

  /// The URL rules entries are checked against.
  public var policy: URLPolicy
  /// Bounds on the document.
  public var limits: Limits

  /// Creates a decoder for a shop's URL policy.
  public init(policy: URLPolicy, limits: Limits = .standard) {
    self.policy = policy
    self.limits = limits
  }

  /// Creates a decoder for a shop.
  public init(shop: ShopConfiguration, limits: Limits = .standard) {
    self.init(policy: shop.urlPolicy, limits: limits)
  }

  // MARK: - Decoding

  /// Decodes, validates and indexes a feed document.
  /// - Throws: ``FeedError`` when the document as a whole is unusable.
  public func decode(_ data: Data) throws -> Menu {
    guard data.count <= limits.maxBytes else {
      throw FeedError.tooLarge(bytes: data.count, limit: limits.maxBytes)
    }
    // Root object, entries array, then an object and a children array per level.
    let depthLimit = 2 * limits.maxDepth + 2
    guard !Self.nests(data, deeperThan: depthLimit) else {
      throw FeedError.tooDeep(limit: limits.maxDepth)
    }
    let document: RawDocument
    do {
      document = try JSONDecoder().decode(RawDocument.self, from: data)
    } catch let error as FeedError {
      throw error
    } catch {
      throw FeedError.notJSON(reason: Self.reason(error))
    }
    var builder = MenuBuilder(policy: policy, limits: limits, format: document.format)
    let entries = builder.build(document.entries, parent: nil, labels: [])
    guard !entries.isEmpty else {
      throw FeedError.noUsableEntries(diagnostics: builder.diagnostics.count)
    }
    return Menu(entries: entries, format: document.format, diagnostics: builder.diagnostics)
  }

  /// Whether brackets outside strings nest deeper than `limit`; stops as soon as they do. Not a
  /// JSON check (that is `JSONDecoder`'s), only a bound on what it is given.
  static func nests(_ data: Data, deeperThan limit: Int) -> Bool {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    // Over the bytes as a buffer: much faster than `Data`'s own iterator.
    return data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return false }
      // The offset of the first `byte` in `start..<end`, found by `memchr`.
      func first(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else {
          return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
      }
      var depth = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case quote:
          // Past the closing quote: the next quote with no backslash before it. A backslash
          // and the byte it escapes are skipped, then the search goes on after them.
          var close = first(quote, from: index, to: bytes.count)
          while let end = close, let escape = first(backslash, from: index, to: end) {
            index = escape + 2
            close = first(quote, from: index, to: bytes.count)
          }
          index = close.map { $0 + 1 } ?? bytes.count
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > limit { return true }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
        case UInt8(ascii: " "):
          // Indentation comes in runs (the shops' feeds are pretty-printed).
          while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        default:
          break
        }
      }
      return false
    }
  }

  /// Where `JSONDecoder` says the document is broken, when it says (Apple's names the line
  /// and column; Linux's names nothing, and then the reason is empty).
  private static func reason(_ error: Error) -> String {
    guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
    guard let underlying = context.underlyingError else { return "" }
    return (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
  }
}
