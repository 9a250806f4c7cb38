import Foundation

/// A feed document as `JSONDecoder` reads it: which root key holds a list of entries.
struct RawDocument: Decodable {
  /// The format whose root key holds a list (bonprix first when both do).
  let format: FeedFormat
  /// The top-level entries.
  let entries: [RawEntry]

  private struct RootKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// - Throws: ``FeedError/unknownFormat(rootKeys:)`` when the root is not an object or neither
  ///   root key holds a list.
  init(from decoder: Decoder) throws {
    guard let root = try? decoder.container(keyedBy: RootKey.self) else {
      throw FeedError.unknownFormat(rootKeys: [])
    }
    for format in FeedFormat.allCases {
      if let entries = try? root.decode(
        [RawEntry].self, forKey: RootKey(stringValue: format.rootKey))
      {
        self.format = format
        self.entries = entries
        return
      }
    }
    throw FeedError.unknownFormat(rootKeys: root.allKeys.map(\.stringValue).sorted())
  }
}

/// One entry as it arrived. Decoding it never throws: a field of the wrong type is recorded
/// as such, so one bad entry cannot take its siblings down. ``MenuBuilder`` decides what each
/// field's state means for the entry.
struct RawEntry: Decodable {
  enum Field<Value> {
    /// Missing or `null`.
    case absent
    case value(Value)
    /// Present, but not of the expected type (or not decodable by the platform's JSON reader).
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
    label = Self.field(.label, in: container)
    url = Self.field(.url, in: container)
    image = Self.field(.image, in: container)
    type = Self.field(.type, in: container)
    children = Self.field(.children, in: container)
  }

  private static func field<Value: Decodable>(
    _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) -> Field<Value> {
    do {
      guard let value = try container.decodeIfPresent(Value.self, forKey: key) else {
        return .absent
      }
      return .value(value)
    } catch {
      return .wrongType
    }
  }
}
