import Foundation

/// A feed in either format as a ``Menu``: a bad document throws, a bad entry is dropped.
struct FeedDecoder: Sendable {
  /// Bounds on what a document may be.
  struct Limits: Sendable, Hashable {
    /// Largest document accepted, in bytes.
    var maxBytes: Int
    /// Deepest menu level accepted (a top-level entry is level 1).
    var maxDepth: Int
    /// Longer labels are shortened to this many characters.
    var maxLabelLength: Int

    init(maxBytes: Int = 8 << 20, maxDepth: Int = 16, maxLabelLength: Int = 120) {
      self.maxBytes = maxBytes
      self.maxDepth = maxDepth
      self.maxLabelLength = maxLabelLength
    }

    /// 8 MiB, 16 levels, 120-character labels.
    static let standard = Limits()
  }

  var policy: URLPolicy
  var limits: Limits

  /// A decoder for `shop`'s feed, with its URL policy.
  init(shop: ShopConfiguration, limits: Limits = .standard) {
    self.policy = shop.urlPolicy
    self.limits = limits
  }

  /// - Throws: ``FeedError`` when the document as a whole is unusable.
  func decode(_ data: Data) throws -> Menu {
    guard data.count <= limits.maxBytes else {
      throw FeedError.tooLarge(bytes: data.count, limit: limits.maxBytes)
    }
    try JSONCheck.check(data, maxDepth: limits.maxDepth)
    let document: RawDocument
    do {
      document = try JSONDecoder().decode(RawDocument.self, from: data)
    } catch {
      throw error as? FeedError ?? .notJSON(reason: Self.reason(error))
    }
    var builder = MenuBuilder(policy: policy, limits: limits, format: document.format)
    let entries = builder.build(document.entries)
    guard !entries.isEmpty else {
      throw FeedError.noUsableEntries(diagnostics: builder.diagnostics.count)
    }
    return Menu(entries: entries, format: document.format, diagnostics: builder.diagnostics)
  }

  /// Apple's `JSONDecoder` names the line and column, Linux's nothing.
  private static func reason(_ error: Error) -> String {
    guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
    guard let underlying = context.underlyingError else { return "" }
    return (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
  }
}
