import Foundation

@testable import ShopMenu

/// What one run of the fuzz target does with an input:
/// 1. as text (when UTF-8), each line and the whole is a URL for ``URLPolicy`` (both shops);
/// 2. as a feed, decoded with both shops' policies and with tight limits; only a ``FeedError`` may
///    be thrown (`errors`), and the bytes are refused as not JSON or too deep exactly when the
///    independent ``ReferenceJSON`` says so, for a repeated key exactly when it finds one
///    (`json-verdict`, `repeated-key`); every menu is checked (labels,
///    URLs, ids, counts, diagnostics), re-encoded and decoded again.
enum FuzzTarget {
  static let decoders: [FeedDecoder] = [
    FeedDecoder(shop: .bonprix),
    FeedDecoder(shop: .mytoys),
    FeedDecoder(
      shop: .mytoys, limits: FeedDecoder.Limits(maxBytes: 1 << 20, maxDepth: 3, maxLabelLength: 8)),
  ]
  static let policies = [ShopConfiguration.bonprix.urlPolicy, ShopConfiguration.mytoys.urlPolicy]

  static func run(_ data: Data) {
    let text = String(data: data, encoding: .utf8)
    if let text, data.count <= 4096 {
      var candidates = text.split(separator: "\n", maxSplits: 16, omittingEmptySubsequences: true)
        .map(String.init)
      if candidates.count != 1 { candidates.append(text) }
      for candidate in candidates {
        for policy in policies { Properties.checkURLText(candidate, policy: policy) }
      }
    }

    // The reference reader recurses once per nesting level: it judges only short inputs.
    let judged = data.count <= 1 << 16
    let reference = judged ? ReferenceJSON.verdict(Array(data)) : nil
    for decoder in decoders {
      let menu: Menu
      do {
        menu = try decoder.decode(data)
        if judged {
          Properties.checkJSONVerdict(.success(menu), reference: reference, limits: decoder.limits)
        }
      } catch let error as FeedError {
        Properties.checkError(error, data: data, limits: decoder.limits)
        if judged {
          Properties.checkJSONVerdict(.failure(error), reference: reference, limits: decoder.limits)
        }
        continue
      } catch {
        Check.that(false, "errors", "decode threw something other than a FeedError: \(error)")
        continue
      }
      Check.that(
        data.count <= decoder.limits.maxBytes, "errors", "a document over maxBytes was decoded")
      Properties.checkDiagnostics(menu, limits: decoder.limits)
      let uniqueIDs = Properties.checkMenu(menu, policy: decoder.policy, limits: decoder.limits)
      if !uniqueIDs { continue }  // only reached with SHOPMENU_FUZZ_SKIP=ids-unique
      Properties.checkRoundTrip(menu, decoder: decoder)
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func shopMenuFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTarget.run(Data(bytes: bytes, count: size))
  return 0
}
