import Foundation

/// A feed document as `JSONDecoder` reads it: which root key holds a list of entries.
struct RawDocument: Decodable {
  /// The format whose root key holds a list (bonprix first when both do).
  let format: FeedFormat
  let entries: [RawEntry]

  private struct RootKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// - Throws: ``FeedError/unknownFormat(rootKeys:)``.
  init(from decoder: Decoder) throws {
    guard let root = try? decoder.container(keyedBy: RootKey.self) else {
      throw FeedError.unknownFormat(rootKeys: [])
    }
    for format in FeedFormat.allCases {
      let key = RootKey(stringValue: format.rootKey)
      if root.contains(key), var list = try? root.nestedUnkeyedContainer(forKey: key),
        let entries = RawEntry.entries(in: &list)
      {
        self.format = format
        self.entries = entries
        return
      }
    }
    throw FeedError.unknownFormat(rootKeys: root.allKeys.map(\.stringValue).sorted())
  }
}

/// One entry as it arrived; decoding never throws, so it cannot take its siblings down.
struct RawEntry: Decodable {
  enum Field<Value> {
    /// Missing or `null`.
    case absent
    case value(Value)
    /// Present, but not of the expected type.
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
    label = Self.text(.label, in: container)
    url = Self.text(.url, in: container)
    image = Self.text(.image, in: container)
    type = Self.text(.type, in: container)
    guard container.contains(.children), (try? container.decodeNil(forKey: .children)) == false
    else { return }
    if var list = try? container.nestedUnkeyedContainer(forKey: .children),
      let entries = Self.entries(in: &list)
    {
      children = .value(entries)
    } else {
      children = .wrongType
    }
  }

  /// Written out: `decode([RawEntry].self, …)` takes 7 % more instructions.
  static func entries(in list: inout UnkeyedDecodingContainer) -> [RawEntry]? {
    var entries: [RawEntry] = []
    entries.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd {
      // An entry never throws; a list that still does is not a list of entries.
      guard let entry = try? list.decode(RawEntry.self) else { return nil }
      entries.append(entry)
    }
    return entries
  }

  // `decodeIfPresent(String.self, …)` is its own overload, faster than the generic one.
  private static func text(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>)
    -> Field<String>
  {
    do {
      return try container.decodeIfPresent(String.self, forKey: key).map { .value($0) } ?? .absent
    } catch {
      return .wrongType
    }
  }
}
