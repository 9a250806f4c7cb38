import Foundation

@testable import ShopMenu

extension Properties {
  /// `json-verdict`: a document ``ReferenceJSON`` finds valid and within the nesting limit is
  /// never refused as not JSON or too deep, but for a repeated key, and one nesting deeper is
  /// never decoded. (Invalid JSON may be read: every platform's `JSONDecoder` accepts one
  /// trailing comma.) `repeated-key`: a valid document is refused for a repeated key exactly
  /// when the reference finds one. `reference` is `nil` for an invalid document.
  static func checkJSONVerdict(
    _ outcome: Result<Menu, FeedError>, reference: ReferenceJSON.Verdict?,
    limits: FeedDecoder.Limits
  ) {
    // The decoder's bound: the root object and entries array, then an object and a children
    // array per menu level.
    let limit = 2 * limits.maxDepth + 2
    let depth = reference?.depth ?? 0
    switch outcome {
    case .failure(.notJSON(let reason)) where reason.contains(": a repeated key \""):
      Check.that(
        reference?.repeatsAKey ?? true, "repeated-key",
        "refused for a repeated key the reference does not find: \(reason)")
    case .failure(.notJSON(let reason)):
      Check.that(reference == nil, "json-verdict", "valid JSON refused as not JSON: \(reason)")
    case .failure(.tooDeep):
      Check.that(
        reference == nil || depth > limit, "json-verdict",
        "JSON nesting \(depth) ≤ \(limit) refused as too deep")
    case .failure(.tooLarge):
      break
    default:
      Check.that(depth <= limit, "json-verdict", "JSON nesting \(depth) > \(limit) was read")
      Check.that(
        reference?.repeatsAKey != true, "repeated-key", "a document with a repeated key was read")
    }
  }
}
