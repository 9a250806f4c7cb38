import Foundation

/// Turns a navigation feed (either shop's format) into a ``Menu``.
///
/// Strict per document: a document that is too large, too deep, not JSON or in neither format
/// throws a ``FeedError``. Tolerant per entry: an entry that cannot be used is dropped with a
/// ``FeedDiagnostic`` naming its path and the reason, and every other entry is kept.
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
    let jsonDepthLimit = 2 * limits.maxDepth + 2
    if JSONScanner.nestingDepth(of: data, stoppingAbove: jsonDepthLimit) > jsonDepthLimit {
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

  private static func reason(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.underlyingError.map { "\($0.localizedDescription)" }
        ?? context.debugDescription
    default:
      return "\(error)"
    }
  }
}

// MARK: - Raw document

/// The document as it arrived, each field kept even when it has the wrong type.
struct RawDocument: Decodable {
  let format: FeedFormat
  let entries: [RawEntry]

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: Decoder) throws {
    guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
      throw FeedError.unknownFormat(rootKeys: [])
    }
    for format in FeedFormat.allCases {
      let key = AnyKey(stringValue: format.rootKey)
      if container.contains(key), let entries = try? container.decode([RawEntry].self, forKey: key)
      {
        self.format = format
        self.entries = entries
        return
      }
    }
    throw FeedError.unknownFormat(rootKeys: container.allKeys.map(\.stringValue))
  }
}

/// One entry as it arrived. Decoding it never throws: a field of the wrong type is recorded
/// as such, so one bad entry cannot take its siblings down.
struct RawEntry: Decodable {
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

  private enum CodingKeys: String, CodingKey {
    case label, url, image, type, children
  }

  init(from decoder: Decoder) {
    guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
      isObject = false
      return
    }
    label = Self.field(String.self, .label, in: container)
    url = Self.field(String.self, .url, in: container)
    image = Self.field(String.self, .image, in: container)
    type = Self.field(String.self, .type, in: container)
    children = Self.field([RawEntry].self, .children, in: container)
  }

  private static func field<T: Decodable>(
    _ type: T.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) -> Field<T> {
    do {
      return try container.decodeIfPresent(type, forKey: key).map(Field.value) ?? .absent
    } catch {
      return .wrongType
    }
  }
}
