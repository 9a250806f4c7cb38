/// The two navigation feed formats, told apart by the document's root key.
enum FeedFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// `{"categories":[…]}`: no type field; children make a category, `image` on top level.
  case bonprix
  /// `{"navigationEntries":[…]}`: `type` is `section`, `node`, `link` or `external-link`.
  case mytoys

  /// The key that holds the top-level entries.
  var rootKey: String { self == .bonprix ? "categories" : "navigationEntries" }

}

/// Why a whole document was refused (an entry never is: it becomes a `FeedDiagnostic`).
public enum FeedError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The document is larger than `maxBytes`.
  case tooLarge(bytes: Int, limit: Int)
  /// The document nests deeper than `maxDepth` menu levels.
  case tooDeep(limit: Int)
  /// Not UTF-8 RFC 8259 JSON, or a key repeats; `reason`: the byte offset and problem, or empty.
  case notJSON(reason: String)
  /// Neither `categories` nor `navigationEntries` holds an array of entries.
  case unknownFormat(rootKeys: [String])
  /// Not one entry could be used; `diagnostics`: the problems found (0: no entries).
  case noUsableEntries(diagnostics: Int)

  /// For logs and the terminal; the app shows its own words.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit): return "too large: \(bytes) bytes, the limit is \(limit)"
    case .tooDeep(let limit): return "nested deeper than \(limit) levels"
    case .notJSON(let reason): return "not valid JSON" + (reason.isEmpty ? "" : ": \(reason)")
    case .unknownFormat(let keys):
      return "neither \"categories\" nor \"navigationEntries\"; root keys: \(keys.sorted())"
    case .noUsableEntries(let count): return "no usable entries (\(count) problems)"
    }
  }
}

/// A problem with one entry: the entry was dropped, or kept with a change.
struct FeedDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What happened to the entry.
  enum Effect: String, Sendable, Hashable, Codable {
    /// The entry (and its subtree) is not in the menu.
    case dropped
    /// The entry is in the menu, changed as the message says.
    case adjusted
  }

  /// Labels on the path to the entry; `#n` (1-based position) for one without a label.
  let path: [String]
  /// Why, in words a feed editor understands.
  let message: String
  let effect: Effect

  var description: String {
    "\(path.isEmpty ? "(root)" : path.joined(separator: " › ")): \(message) (\(effect.rawValue))"
  }
}
