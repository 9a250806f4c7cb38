import Foundation
import ShopMenu

extension Properties {
  /// `json-verdict`: a document ``ReferenceJSON`` finds valid and within the nesting limit is
  /// never refused as not JSON or too deep, and one nesting deeper is never decoded. (Invalid
  /// JSON may be read: `JSONDecoder` accepts trailing commas on Linux and iOS 17.) `depth` is
  /// the reference's result: the deepest nesting of a valid document, `nil` for an invalid one.
  static func checkJSONVerdict(
    _ outcome: Result<Menu, FeedError>, depth: Int?, limits: FeedDecoder.Limits
  ) {
    guard Check.enabled("json-verdict") else { return }
    // The decoder's bound: the root object and entries array, then an object and a children
    // array per menu level.
    let limit = 2 * limits.maxDepth + 2
    switch outcome {
    case .failure(.notJSON(let reason)):
      Check.that(depth == nil, "json-verdict", "valid JSON refused as not JSON: \(reason)")
    case .failure(.tooDeep):
      Check.that(
        depth.map { $0 > limit } ?? true, "json-verdict",
        "JSON nesting \(depth ?? 0) ≤ \(limit) refused as too deep")
    case .failure(.tooLarge):
      break
    default:
      Check.that(
        (depth ?? 0) <= limit, "json-verdict", "JSON nesting \(depth ?? 0) > \(limit) was read")
    }
  }
}
