import Foundation
import ShopMenu

extension Properties {
  /// ``URLMatchKey``: never crashes; a key is an `https` URL without a fragment; every URL the
  /// policy accepts for the menu has a key, the same with `http` and with a fragment added.
  static func checkMatchKey(_ text: String, destination: Destination?) {
    guard Check.enabled("match-key") else { return }
    if let url = URL(string: text), let key = URLMatchKey(url) {
      Check.that(
        key.value.hasPrefix("https://") && !key.value.contains("#"), "match-key",
        "URLMatchKey(\(text.debugDescription)) = \(key.value.debugDescription)")
    }
    guard let url = destination?.url else { return }
    let key = URLMatchKey(url)
    Check.that(key != nil, "match-key", "no URLMatchKey for accepted URL \(url.absoluteString)")
    let text = url.absoluteString
    if let http = URL(string: "http" + text.dropFirst(5)) {
      Check.that(
        URLMatchKey(http) == key, "match-key",
        "http differs: \(text) \(key?.value ?? "nil") vs \(URLMatchKey(http)?.value ?? "nil")")
    }
    if !text.contains("#"), let fragment = URL(string: text + "#x") {
      Check.that(
        URLMatchKey(fragment) == key, "match-key",
        "fragment differs: \(text) \(key?.value ?? "nil") vs \(URLMatchKey(fragment)?.value ?? "nil")"
      )
    }
  }
}
