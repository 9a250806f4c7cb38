import Foundation

/// Turns a navigation feed (either shop's format) into a ``Menu``.
///
/// Strict per document: a document that is too large, too deep, not JSON or in neither format
/// throws a ``FeedError``. Tolerant per entry: an entry that cannot be used is dropped with a
/// ``FeedDiagnostic`` naming its path and the reason, and every other entry is kept.
///
/// The JSON is read by the core's own single-pass parser, not by Foundation, so the same
/// document gives the same result on every OS: exactly what RFC 8259 allows is accepted (no
/// trailing commas, leading zeros, comments or raw control characters in strings), the text
/// must be UTF-8 (a leading byte order mark is ignored), an escaped surrogate must be half of a
/// pair, and when an object repeats a name the first occurrence counts.
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
    let document = try parse(data)
    let format: FeedFormat
    let raws: [RawEntry]
    if let entries = document.bonprix {
      (format, raws) = (.bonprix, entries)
    } else if let entries = document.mytoys {
      (format, raws) = (.mytoys, entries)
    } else {
      throw FeedError.unknownFormat(rootKeys: document.rootKeys)
    }
    var builder = MenuBuilder(policy: policy, limits: limits, format: format)
    let entries = builder.build(raws, parent: nil, labels: [])
    guard !entries.isEmpty else {
      throw FeedError.noUsableEntries(diagnostics: builder.diagnostics.count)
    }
    return Menu(entries: entries, format: format, diagnostics: builder.diagnostics)
  }

  /// Parses the document in one pass. A document that is not JSON but nests deeper than the
  /// limit somewhere is reported as too deep, wherever the syntax error is.
  private func parse(_ data: Data) throws -> FeedParser.Document {
    // Root object, entries array, then an object and a children array per level.
    let depthLimit = 2 * limits.maxDepth + 2
    do {
      return try data.withUnsafeBytes { bytes in
        var parser = FeedParser(bytes, depthLimit: depthLimit)
        return try parser.parseDocument()
      }
    } catch FeedParser.Failure.syntax(let reason) {
      if JSONScanner.nestingDepth(of: data, stoppingAbove: depthLimit) > depthLimit {
        throw FeedError.tooDeep(limit: limits.maxDepth)
      }
      throw FeedError.notJSON(reason: reason)
    } catch {
      throw FeedError.tooDeep(limit: limits.maxDepth)
    }
  }
}

// MARK: - Raw entries

/// One entry as it arrived. Decoding it never throws: a field of the wrong type is recorded
/// as such, so one bad entry cannot take its siblings down.
struct RawEntry {
  enum Field<Value> {
    case absent
    case value(Value)
    case wrongType

    var value: Value? {
      if case .value(let value) = self { return value }
      return nil
    }
  }

  var isObject = true
  var label: Field<String> = .absent
  var url: Field<String> = .absent
  var image: Field<String> = .absent
  var type: Field<String> = .absent
  var children: Field<[RawEntry]> = .absent
}
