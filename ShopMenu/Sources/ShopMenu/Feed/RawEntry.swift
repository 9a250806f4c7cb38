/// A feed document as `JSONDecoder` reads it: which root key holds a list of entries.
struct RawDocument: Decodable {
  /// The format whose root key holds a list (bonprix first when both do).
  let format: FeedFormat
  let entries: [RawEntry]

  /// A value of the root object: a list of entries, or `nil` for anything else.
  private struct RootValue: Decodable {
    let entries: [RawEntry]?
    init(from decoder: Decoder) { entries = try? [RawEntry](from: decoder) }
  }

  /// - Throws: ``FeedError/unknownFormat(rootKeys:)``.
  init(from decoder: Decoder) throws {
    let root = (try? [String: RootValue](from: decoder)) ?? [:]
    guard let format = FeedFormat.allCases.first(where: { root[$0.rootKey]?.entries != nil })
    else { throw FeedError.unknownFormat(rootKeys: root.keys.sorted()) }
    self.format = format
    entries = root[format.rootKey]?.entries ?? []
  }
}

/// One entry as it arrived, each field decoded on its own with `try?`: a bad one harms no sibling.
struct RawEntry: Decodable {
  enum Field: String, CodingKey, CaseIterable {
    case label, url, image, type, children
  }

  /// `false` for a list element that is not an object.
  var isObject = true
  /// The fields it has, `null` ones aside: one of them whose value is `nil` is of the wrong type.
  var present: Set<Field> = []
  var label: String?
  var url: String?
  var image: String?
  var type: String?
  var children: [RawEntry]?

  init(from decoder: Decoder) {
    guard let container = try? decoder.container(keyedBy: Field.self) else {
      isObject = false
      return
    }
    present = Set(
      Field.allCases.filter {
        container.contains($0) && (try? container.decodeNil(forKey: $0)) == false
      })
    label = try? container.decodeIfPresent(String.self, forKey: .label)
    url = try? container.decodeIfPresent(String.self, forKey: .url)
    image = try? container.decodeIfPresent(String.self, forKey: .image)
    type = try? container.decodeIfPresent(String.self, forKey: .type)
    children = try? container.decodeIfPresent([RawEntry].self, forKey: .children)
  }
}
