import Foundation

/// Validates raw entries into ``MenuEntry`` values, with a diagnostic for each it drops or changes.
struct MenuBuilder {
  let policy: URLPolicy
  let limits: FeedDecoder.Limits
  let format: FeedFormat
  private(set) var diagnostics: [FeedDiagnostic] = []

  /// The usable entries among `raws`, the children of `parent`.
  mutating func build(_ raws: [RawEntry], parent: MenuEntry.ID?, labels: [String]) -> [MenuEntry] {
    Self.identify(buildUnidentified(raws, labels: labels), parent: parent)
  }

  /// Entries with a placeholder ``MenuEntry/ID``: identities are given once the kept siblings are
  /// known, so a dropped one never shifts them.
  private mutating func buildUnidentified(_ raws: [RawEntry], labels: [String]) -> [MenuEntry] {
    var result: [MenuEntry] = []
    result.reserveCapacity(raws.count)
    for index in raws.indices {
      guard let label = cleanedLabel(raws[index], position: index + 1, labels: labels) else {
        continue
      }
      if let node = build(raws[index], label: label, path: EntryPath(parent: labels, label: label))
      {
        result.append(node)
      }
    }
    return result
  }

  /// Each entry's ``MenuEntry/ID``: its label, or when repeated `label #n`, the smallest `n ≥ 2`
  /// neither taken nor another sibling's label.
  private static func identify(_ unidentified: [MenuEntry], parent: MenuEntry.ID?) -> [MenuEntry] {
    let hashes = unidentified.count > 32  // a short list is compared: hashing normalizes labels
    var taken = Set<String>()
    var siblings: Set<String>?  // made at the first repeat
    return unidentified.indices.map { position in
      let entry = unidentified[position]
      var component = entry.label
      let isRepeat =
        hashes
        ? !taken.insert(entry.label).inserted
        : unidentified[..<position].contains { $0.label == entry.label }
      if isRepeat {
        let labels = siblings ?? Set(unidentified.map(\.label))
        siblings = labels
        var number = 2
        while taken.contains("\(entry.label) #\(number)")
          || labels.contains("\(entry.label) #\(number)")
        {
          number += 1
        }
        component = "\(entry.label) #\(number)"
        taken.insert(component)
      }
      let id = parent.map { $0.appending(component) } ?? MenuEntry.ID([component])
      return MenuEntry(
        id: id, label: entry.label, kind: entry.kind, destination: entry.destination,
        imageURL: entry.imageURL, children: identify(entry.children, parent: id))
    }
  }

  private mutating func build(_ raw: RawEntry, label: String, path: EntryPath) -> MenuEntry? {
    guard var declared = kind(of: raw, path: path) else { return nil }
    if declared == .section, !path.parent.isEmpty {
      note(path, "a section below the top level is shown as a category", .adjusted)
      declared = .category
    }
    var children: [MenuEntry] = []
    switch raw.children {
    case .value(let rawChildren):
      if declared == .link, !rawChildren.isEmpty {
        note(path, "a link has children; they are ignored", .adjusted)
      } else {
        children = buildUnidentified(rawChildren, labels: path.labels)
      }
    case .wrongType:
      note(path, "\"children\" is not a list; it is ignored", .adjusted)
    case .absent:
      break
    }
    let destination = self.destination(of: raw, kind: declared, path: path)
    let image = imageURL(of: raw, path: path)

    var kind = declared
    if kind != .link, children.isEmpty {
      guard declared == .category, destination != nil else {
        note(
          path, "\(declared == .section ? "a section" : "a category") has no entries and no URL",
          .dropped)
        return nil
      }
      if case .value(let list) = raw.children, !list.isEmpty {
        note(path, "none of its entries is usable; kept as a link", .adjusted)
      }
      kind = .link
    }
    if kind == .link, destination == nil {
      if case .absent = raw.url { note(path, "a link has no URL", .dropped) }
      return nil
    }
    return MenuEntry(
      id: MenuEntry.ID([]), label: label, kind: kind,
      destination: kind == .section ? nil : destination, imageURL: image, children: children)
  }

  private mutating func cleanedLabel(_ raw: RawEntry, position: Int, labels: [String]) -> String? {
    let placeholder = EntryPath(parent: labels, position: position)
    guard raw.isObject else {
      note(placeholder, "the entry is not an object", .dropped)
      return nil
    }
    switch raw.label {
    case .absent:
      note(placeholder, "the entry has no label", .dropped)
      return nil
    case .wrongType:
      note(placeholder, "\"label\" is not text", .dropped)
      return nil
    case .value(let text):
      let cleaned = FeedText.cleanLabel(text)
      guard !cleaned.isEmpty else {
        note(placeholder, "the label is empty", .dropped)
        return nil
      }
      let shortened = FeedText.truncate(cleaned, to: limits.maxLabelLength)
      if shortened != cleaned {
        note(
          EntryPath(parent: labels, label: shortened),
          "the label is longer than "
            + "\(Plural.count(limits.maxLabelLength, "character", "characters")); shortened",
          .adjusted)
      }
      return shortened
    }
  }

  /// The kind the feed declares (myToys) or implies (bonprix), or `nil` when unusable.
  private mutating func kind(of raw: RawEntry, path: EntryPath) -> MenuEntry.Kind? {
    let hasChildren = raw.children.value?.isEmpty == false
    switch (format, raw.type) {
    case (.bonprix, _), (.mytoys, .absent):
      if format == .mytoys {
        note(path, "the entry has no type; inferred from its children", .adjusted)
      }
      return hasChildren ? .category : .link
    case (.mytoys, .wrongType):
      note(path, "\"type\" is not text", .dropped)
      return nil
    case (.mytoys, .value(let type)):
      switch type {
      case "section": return .section
      case "node": return .category
      case "link", "external-link": return .link
      default:
        note(
          path, "unknown type \"\(FeedText.truncate(FeedText.cleanLabel(type), to: 40))\"", .dropped
        )
        return nil
      }
    }
  }

  private mutating func destination(of raw: RawEntry, kind: MenuEntry.Kind, path: EntryPath)
    -> Destination?
  {
    let effect: FeedDiagnostic.Effect = kind == .link ? .dropped : .adjusted
    switch raw.url {
    case .absent:
      return nil
    case .wrongType:
      note(path, "\"url\" is not text", effect)
      return nil
    case .value(let text):
      // Only myToys has types; a bonprix entry's stray "type" must not send it out of the app.
      let external = format == .mytoys && raw.type.value == "external-link"
      switch policy.destination(for: text, preferExternal: external) {
      case .success(let destination):
        return destination
      case .failure(let rejection):
        note(path, kind == .link ? "\(rejection)" : "\(rejection); the URL is ignored", effect)
        return nil
      }
    }
  }

  private mutating func imageURL(of raw: RawEntry, path: EntryPath) -> URL? {
    switch raw.image {
    case .absent:
      return nil
    case .wrongType:
      note(path, "\"image\" is not text; no teaser image", .adjusted)
      return nil
    case .value(let text):
      switch policy.imageURL(for: text) {
      case .success(let url): return url
      case .failure(let rejection):
        note(path, "teaser image: \(rejection); no teaser image", .adjusted)
        return nil
      }
    }
  }

  private mutating func note(
    _ path: EntryPath, _ message: String, _ effect: FeedDiagnostic.Effect
  ) {
    diagnostics.append(FeedDiagnostic(path: path.labels, message: message, effect: effect))
  }
}

/// For diagnostics: the label, or the position without one; the path is built only if needed.
private struct EntryPath {
  let parent: [String]
  var label: String? = nil
  var position = 0

  var labels: [String] { parent + [label ?? "#\(position)"] }
}
