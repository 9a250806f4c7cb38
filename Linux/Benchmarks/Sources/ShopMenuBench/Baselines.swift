import Foundation

// MARK: - (a) JSONSerialization into a recursive model

/// The pre-`Codable` way: `JSONSerialization`, then one recursive model struct for sections, nodes and links, `url` and `children` optional, the
/// type an enum. bonprix has no type field: children make a node.
struct LegacyModel {
  enum ModelType: String {
    case section, node, link
    case externalLink = "external-link"
  }

  let type: ModelType
  let label: String
  let url: URL?
  let children: [LegacyModel]?

  init?(json: [String: Any]) {
    guard let label = json["label"] as? String else { return nil }
    let children = (json["children"] as? [[String: Any]])?.compactMap(LegacyModel.init(json:))
    if let raw = json["type"] as? String {
      guard let type = ModelType(rawValue: raw) else { return nil }
      self.type = type
    } else {
      self.type = children == nil ? .link : .node
    }
    self.label = label
    self.url = (json["url"] as? String).flatMap(URL.init(string:))
    self.children = children
  }

  static func parse(_ data: Data) throws -> [LegacyModel] {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = (root["navigationEntries"] ?? root["categories"]) as? [[String: Any]]
    else { throw CocoaError(.coderReadCorrupt) }
    return entries.compactMap(LegacyModel.init(json:))
  }

  var count: Int { 1 + (children ?? []).reduce(0) { $0 + $1.count } }
}

// MARK: - (b) Plain JSONDecoder into a naive recursive Codable struct

/// What a first Codable version would write: one struct, optional fields, `URL` for URLs.
struct NaiveEntry: Decodable {
  let type: String?
  let label: String
  let url: URL?
  let image: URL?
  let children: [NaiveEntry]?

  var count: Int { 1 + (children ?? []).reduce(0) { $0 + $1.count } }
}

struct NaiveDocument: Decodable {
  let navigationEntries: [NaiveEntry]?
  let categories: [NaiveEntry]?

  var entries: [NaiveEntry] { navigationEntries ?? categories ?? [] }

  static func parse(_ data: Data) throws -> [NaiveEntry] {
    try JSONDecoder().decode(NaiveDocument.self, from: data).entries
  }
}

/// The same with `String` instead of `URL`: the cost of JSON parsing alone.
struct NaiveStringEntry: Decodable {
  let type: String?
  let label: String
  let url: String?
  let image: String?
  let children: [NaiveStringEntry]?

  var count: Int { 1 + (children ?? []).reduce(0) { $0 + $1.count } }
}

struct NaiveStringDocument: Decodable {
  let navigationEntries: [NaiveStringEntry]?
  let categories: [NaiveStringEntry]?

  static func parse(_ data: Data) throws -> [NaiveStringEntry] {
    let document = try JSONDecoder().decode(NaiveStringDocument.self, from: data)
    return document.navigationEntries ?? document.categories ?? []
  }
}

// MARK: - (c) The floor: one pass over the bytes

/// Counts objects and the deepest nesting outside strings: what any parser must at least do.
enum RawPass {
  static func scan(_ data: Data) -> (objects: Int, depth: Int) {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (Int, Int) in
      var objects = 0
      var depth = 0
      var deepest = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if byte == 0x5C {
            escaped = true
          } else if byte == 0x22 {
            inString = false
          }
          continue
        }
        switch byte {
        case 0x22: inString = true
        case 0x7B:
          objects += 1
          depth += 1
          deepest = max(deepest, depth)
        case 0x5B:
          depth += 1
          deepest = max(deepest, depth)
        case 0x5D, 0x7D: depth -= 1
        default: break
        }
      }
      return (objects, deepest)
    }
  }
}
