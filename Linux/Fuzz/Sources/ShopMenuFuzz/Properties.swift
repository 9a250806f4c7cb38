import Foundation

@testable import ShopMenu

#if canImport(Glibc)
  import Glibc
#endif

/// Property checks. A violation prints what broke and aborts, which libFuzzer reports as a crash
/// and saves the input. `SHOPMENU_FUZZ_SKIP=ids,roundtrip` turns named checks off, to keep
/// fuzzing past a known bug.
enum Check {
  static let skipped: Set<String> = {
    let raw = ProcessInfo.processInfo.environment["SHOPMENU_FUZZ_SKIP"] ?? ""
    return Set(raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
  }()

  static func enabled(_ name: String) -> Bool { !skipped.contains(name) }

  static func that(
    _ condition: @autoclosure () -> Bool, _ property: String, _ message: @autoclosure () -> String
  ) {
    guard enabled(property), !condition() else { return }
    let text = "\n=== PROPERTY VIOLATED [\(property)]: \(message())\n"
    FileHandle.standardError.write(text.data(using: .utf8)!)
    abort()
  }
}

enum Properties {
  /// The characters a label as shown may not contain.
  static func isForbiddenInLabel(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate:
      return true
    case .format:
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    default:
      return scalar.properties.isWhitespace && scalar != " "
    }
  }

  static func checkLabel(_ label: String, limit: Int, _ location: String) {
    Check.that(!label.isEmpty, "label", "empty label at \(location)")
    Check.that(
      !label.unicodeScalars.contains(where: isForbiddenInLabel), "label",
      "label has a control/bidi/non-space whitespace character at \(location): \(label.debugDescription)"
    )
    Check.that(
      label.first != " " && label.last != " " && !label.contains("  "), "label",
      "label is not trimmed/collapsed at \(location): \(label.debugDescription)")
    Check.that(label.count <= limit, "label", "label longer than \(limit) at \(location)")
  }

  /// An absolute `https` URL with a host and no credentials.
  static func checkWebURL(_ url: URL, _ property: String, _ location: String) {
    Check.that(
      url.scheme == "https", property, "scheme is not https at \(location): \(url.absoluteString)")
    Check.that(
      !(url.host ?? "").isEmpty, property + "-host",
      "no host at \(location): \(url.absoluteString)")
    Check.that(
      url.user == nil && url.password == nil, property,
      "credentials at \(location): \(url.absoluteString)")
  }

  static func checkDestination(
    _ destination: Destination, policy: URLPolicy, preferExternal: Bool?, _ location: String
  ) {
    checkWebURL(destination.url, "url", location)
    if case .inApp(let url) = destination {
      Check.that(
        policy.isShopHost(url.host ?? ""), "url",
        "in-app destination off the shop hosts at \(location): \(url.absoluteString)")
      Check.that(
        preferExternal != true, "url", "entry marked external opens in the app at \(location)")
    }
    if case .external(let url) = destination, preferExternal == false {
      Check.that(
        !policy.isShopHost(url.host ?? ""), "url",
        "shop page opens outside the app at \(location): \(url.absoluteString)")
    }
  }

  // MARK: - Menu

  /// Structural checks on a decoded menu.
  /// Returns whether the ids are unique (when not, and `ids-unique` is skipped, the caller stops).
  @discardableResult
  static func checkMenu(_ menu: Menu, policy: URLPolicy, limits: FeedDecoder.Limits) -> Bool {
    Check.that(!menu.entries.isEmpty, "structure", "a menu without entries was returned")
    // Independent depth-first walk.
    var walked: [MenuEntry] = []
    var ids = Set<MenuEntry.ID>()
    var deepest = 0
    func walk(_ entries: [MenuEntry], parent: MenuEntry?, depth: Int) {
      for entry in entries {
        deepest = max(deepest, depth)
        let location = entry.id.description.debugDescription
        walked.append(entry)
        checkLabel(entry.label, limit: limits.maxLabelLength, location)
        Check.that(
          depth <= limits.maxDepth, "structure",
          "entry deeper than \(limits.maxDepth) at \(location)"
        )
        Check.that(
          entry.id.depth == depth, "ids",
          "id depth \(entry.id.depth) at level \(depth): \(location)")
        Check.that(
          entry.id.parent == parent?.id, "ids", "id's parent is not the parent's id: \(location)")
        let last = entry.id.components.last ?? ""
        Check.that(
          last == entry.label || last.hasPrefix(entry.label + " #"), "ids",
          "id component \(last.debugDescription) does not match label \(entry.label.debugDescription)"
        )
        Check.that(
          ids.insert(entry.id).inserted, "ids-unique", "two entries share the id \(location)")
        switch entry.kind {
        case .section:
          Check.that(
            entry.destination == nil, "structure", "section with a destination at \(location)")
          Check.that(!entry.children.isEmpty, "structure", "empty section at \(location)")
        case .category:
          Check.that(
            !entry.children.isEmpty, "structure", "category without children at \(location)")
        case .link:
          Check.that(entry.children.isEmpty, "structure", "link with children at \(location)")
          Check.that(entry.destination != nil, "url", "link without a destination at \(location)")
        }
        if let destination = entry.destination {
          // Only a myToys link can be marked external by the feed; everything else goes by host.
          let markable = menu.format == .mytoys && entry.kind == .link
          checkDestination(
            destination, policy: policy, preferExternal: markable ? nil : false, location)
        }
        if let image = entry.imageURL { checkWebURL(image, "url", "image of " + location) }
        walk(entry.children, parent: entry, depth: depth + 1)
      }
    }
    walk(menu.entries, parent: nil, depth: 1)

    Check.that(
      menu.allEntries == walked, "structure", "allEntries is not the depth-first feed order")
    let depth = menu.allEntries.map(\.id.depth).max() ?? 0
    Check.that(depth == deepest, "structure", "the ids' depth \(depth) != \(deepest)")
    for entry in walked where ids.count == walked.count {
      Check.that(menu.entry(entry.id) == entry, "ids", "entry(id) does not find \(entry.id)")
      let path = menu.path(to: entry.id)
      Check.that(path?.last == entry, "ids", "path(to:) does not end at \(entry.id)")
    }
    return ids.count == walked.count
  }

  // MARK: - Errors and diagnostics

  /// A refused document is refused for a reason its bytes show where that is cheap to see.
  static func checkError(_ error: FeedError, data: Data, limits: FeedDecoder.Limits) {
    switch error {
    case .tooLarge(let bytes, let limit):
      Check.that(
        bytes == data.count && limit == limits.maxBytes && bytes > limit, "errors",
        "tooLarge(\(bytes), \(limit)) for \(data.count) bytes, limit \(limits.maxBytes)")
    case .tooDeep(let limit):
      Check.that(limit == limits.maxDepth, "errors", "tooDeep(\(limit)), limit \(limits.maxDepth)")
    default:
      Check.that(
        data.count <= limits.maxBytes, "errors", "\(error) for a document over maxBytes")
    }
  }

  /// Every diagnostic names a path from the top: labels as shown, or `#n` for an entry without
  /// a usable label.
  static func checkDiagnostics(_ menu: Menu, limits: FeedDecoder.Limits) {
    guard Check.enabled("diagnostics") else { return }
    for diagnostic in menu.diagnostics {
      Check.that(!diagnostic.path.isEmpty, "diagnostics", "a diagnostic without a path")
      Check.that(!diagnostic.message.isEmpty, "diagnostics", "a diagnostic without a message")
      for component in diagnostic.path {
        let isPosition =
          component.hasPrefix("#") && Int(component.dropFirst()).map { $0 >= 1 } == true
        if !isPosition {
          checkLabel(component, limit: limits.maxLabelLength, "diagnostic \(diagnostic.path)")
        }
      }
    }
  }

  // MARK: - Round trip

  static func checkRoundTrip(_ menu: Menu, decoder: FeedDecoder) {
    guard Check.enabled("roundtrip") else { return }
    checkRoundTrip(
      menu, decoder: decoder, encoded: ReferenceEncoder.encode(menu.entries, as: menu.format),
      "reference")
  }

  static func checkRoundTrip(_ menu: Menu, decoder: FeedDecoder, encoded: Data, _ encoder: String) {
    var roomy = decoder
    roomy.limits.maxBytes = max(decoder.limits.maxBytes, encoded.count)
    let again: Menu
    do {
      again = try roomy.decode(encoded)
    } catch {
      Check.that(false, "roundtrip", "menu re-encoded by \(encoder) does not decode: \(error)")
      return
    }
    Check.that(again.format == menu.format, "roundtrip", "format changed (\(encoder))")
    if again.entries != menu.entries, sameIgnoringIDs(again.entries, menu.entries) {
      let before = menu.allEntries
      let after = again.allEntries
      let index = before.indices.first(where: { before[$0].id != after[$0].id }) ?? 0
      Check.that(
        false, "roundtrip-ids",
        "ids change when the dropped entries are gone: \(before[index].id.components) -> \(after[index].id.components)"
      )
    } else if again.entries != menu.entries {
      let before = menu.allEntries
      let after = again.allEntries
      var detail = "counts \(before.count) -> \(after.count)"
      if let index = before.indices.first(where: { $0 < after.count && before[$0] != after[$0] }) {
        detail += "; first difference:\n  \(describe(before[index]))\n  \(describe(after[index]))"
      }
      Check.that(false, "roundtrip", "decode(\(encoder).encode(menu)) differs: \(detail)")
    }
  }

  static func sameIgnoringIDs(_ lhs: [MenuEntry], _ rhs: [MenuEntry]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy { a, b in
        a.label == b.label && a.kind == b.kind && a.destination == b.destination
          && a.imageURL == b.imageURL && sameIgnoringIDs(a.children, b.children)
      }
  }

  static func describe(_ entry: MenuEntry) -> String {
    "\(entry.kind) \(entry.id.components) label=\(entry.label.debugDescription) "
      + "dest=\(String(describing: entry.destination)) image=\(entry.imageURL?.absoluteString ?? "-") "
      + "children=\(entry.children.count)"
  }

  // MARK: - URL policy

  static func checkURLText(_ text: String, policy: URLPolicy) {
    guard Check.enabled("url") else { return }
    for preferExternal in [false, true] {
      if case .success(let destination) = policy.destination(
        for: text, preferExternal: preferExternal)
      {
        checkDestination(
          destination, policy: policy, preferExternal: preferExternal,
          "destination(for: \(text.debugDescription))")
        // Idempotent: the result, fed back in, is accepted unchanged.
        let again = policy.destination(
          for: destination.url.absoluteString, preferExternal: preferExternal)
        Check.that(
          again == .success(destination), "url",
          "destination(for:) is not idempotent: \(text.debugDescription) -> \(destination.url.absoluteString) -> \(again)"
        )
      }
    }
    if case .success(let url) = policy.imageURL(for: text) {
      checkWebURL(url, "url", "imageURL(for: \(text.debugDescription))")
    }
    if let url = URL(string: text) { checkNavigation(url, policy: policy) }
  }

  static func checkNavigation(_ url: URL, policy: URLPolicy) {
    let scheme = (url.scheme ?? "").lowercased()
    for (isMainFrame, isUserAction) in [(true, true), (true, false), (false, true), (false, false)]
    {
      let decision = policy.navigationDecision(
        for: url, isMainFrame: isMainFrame, isUserAction: isUserAction)
      let location =
        "navigationDecision(\(url.absoluteString.debugDescription), mainFrame: \(isMainFrame), user: \(isUserAction))"
      switch decision {
      case .allow:
        // Never plain http (ATS blocks it): https, and in frames the page's own about/blob/data.
        let allowed: Set<String> =
          isMainFrame ? ["https", "about"] : ["https", "about", "blob", "data"]
        Check.that(
          allowed.contains(scheme), "navigation",
          "\(location) allows scheme \(scheme.debugDescription)")
      case .redirect(let target):
        Check.that(
          isMainFrame && scheme == "http", "navigation",
          "\(location) redirects a non-http URL or a frame")
        Check.that(
          target.scheme == "https", "navigation-https",
          "\(location) redirects to \(target.absoluteString)")
        Check.that(target.host == url.host, "navigation", "\(location) redirect changes the host")
      case .openExternally:
        let web: Set<String> = ["https", "http", "javascript", "file", "", "about", "data", "blob"]
        Check.that(
          !web.contains(scheme), "navigation",
          "\(location) hands \(scheme.debugDescription) to the system")
        Check.that(
          isMainFrame && isUserAction, "navigation-frames",
          "\(location) leaves the app without a tap in the main page")
      case .cancel:
        Check.that(scheme != "https", "navigation", "\(location) cancels an https navigation")
      }
    }
  }
}
