import Foundation

/// Validates raw entries into ``MenuEntry`` values, with a diagnostic for each it drops or changes.
struct MenuBuilder {
  let policy: URLPolicy
  let limits: FeedDecoder.Limits
  let format: FeedFormat
  private(set) var diagnostics: [FeedDiagnostic] = []

  /// An entry that passed validation, before it has its identity.
  private struct Checked {
    let label: String
    let kind: MenuEntry.Kind
    let destination: Destination?
    let imageURL: URL?
    let children: [Checked]
  }

  /// The usable top-level entries among `raws`.
  mutating func build(_ raws: [RawEntry]) -> [MenuEntry] {
    Self.identify(check(raws, parent: []), parent: nil)
  }

  /// Each entry's ``MenuEntry/ID`` is its parent's and its label, or when that is taken
  /// `label #n` with the smallest `n ≥ 2` neither taken nor another sibling's label. Given once
  /// the kept siblings are known, so a dropped one never shifts them.
  private static func identify(_ level: [Checked], parent: MenuEntry.ID?) -> [MenuEntry] {
    let labels = Set(level.map(\.label))
    var taken = Set<String>()
    var next: [String: Int] = [:]  // a label's first `n` not yet tried
    return level.map { entry in
      var component = entry.label
      var number = next[entry.label] ?? 2
      while taken.contains(component) || (component != entry.label && labels.contains(component)) {
        component = "\(entry.label) #\(number)"
        number += 1
      }
      next[entry.label] = number
      taken.insert(component)
      let id = MenuEntry.ID((parent?.components ?? []) + [component])
      return MenuEntry(
        id: id, label: entry.label, kind: entry.kind, destination: entry.destination,
        imageURL: entry.imageURL, children: identify(entry.children, parent: id))
    }
  }

  /// The usable entries among `raws`; `parent` is the labels on the path to them.
  private mutating func check(_ raws: [RawEntry], parent: [String]) -> [Checked] {
    raws.indices.compactMap { check(raws[$0], position: $0 + 1, parent: parent) }
  }

  private mutating func check(_ raw: RawEntry, position: Int, parent: [String]) -> Checked? {
    // An entry without a usable label is named by its position.
    let unlabeled = { parent + ["#\(position)"] }
    guard raw.isObject else { return drop(unlabeled(), "the entry is not an object") }
    guard let text = raw.label else {
      let problem =
        raw.present.contains(.label) ? "\"label\" is not text" : "the entry has no label"
      return drop(unlabeled(), problem)
    }
    let cleaned = FeedText.cleanLabel(text)
    guard !cleaned.isEmpty else { return drop(unlabeled(), "the label is empty") }
    let label = FeedText.truncate(cleaned, to: limits.maxLabelLength)
    let path = parent + [label]
    if label != cleaned {
      note(
        path, "the label is longer than \(limits.maxLabelLength) characters; shortened", .adjusted)
    }

    guard var kind = kind(of: raw, path: path) else { return nil }
    var children: [Checked] = []
    if raw.children == nil, raw.present.contains(.children) {
      note(path, "\"children\" is not a list; it is ignored", .adjusted)
    } else if kind == .link, raw.children?.isEmpty == false {
      note(path, "a link has children; they are ignored", .adjusted)
    } else {
      children = check(raw.children ?? [], parent: path)
    }
    let destination = self.destination(of: raw, kind: kind, path: path)
    let image = imageURL(of: raw, path: path)

    if kind != .link, children.isEmpty {
      guard kind == .category, destination != nil else {
        return drop(
          path, "\(kind == .section ? "a section" : "a category") has no entries and no URL")
      }
      if raw.children?.isEmpty == false {
        note(path, "none of its entries is usable; kept as a link", .adjusted)
      }
      kind = .link
    }
    if kind == .link, destination == nil {
      // A URL that is there but unusable has been noted already.
      return raw.present.contains(.url) ? nil : drop(path, "a link has no URL")
    }
    return Checked(
      label: label, kind: kind, destination: kind == .section ? nil : destination,
      imageURL: image, children: children)
  }

  /// The kind myToys declares or bonprix implies (children make a category), or `nil`.
  private mutating func kind(of raw: RawEntry, path: [String]) -> MenuEntry.Kind? {
    let implied: MenuEntry.Kind = raw.children?.isEmpty == false ? .category : .link
    guard format == .mytoys else { return implied }
    switch raw.type {
    case "section"? where path.count > 1:
      note(path, "a section below the top level is shown as a category", .adjusted)
      return .category
    case "section"?: return .section
    case "node"?: return .category
    case "link"?, "external-link"?: return .link
    case let type?:
      return drop(path, "unknown type \"\(FeedText.truncate(FeedText.cleanLabel(type), to: 40))\"")
    case nil where raw.present.contains(.type):
      return drop(path, "\"type\" is not text")
    case nil:
      note(path, "the entry has no type; inferred from its children", .adjusted)
      return implied
    }
  }

  private mutating func destination(of raw: RawEntry, kind: MenuEntry.Kind, path: [String])
    -> Destination?
  {
    let effect: FeedDiagnostic.Effect = kind == .link ? .dropped : .adjusted
    guard let text = raw.url else {
      if raw.present.contains(.url) { note(path, "\"url\" is not text", effect) }
      return nil
    }
    // Only myToys has types; a bonprix entry's stray "type" must not send it out of the app.
    let external = format == .mytoys && raw.type == "external-link"
    do {
      return try policy.destination(for: text, preferExternal: external).get()
    } catch {
      note(path, kind == .link ? "\(error)" : "\(error); the URL is ignored", effect)
      return nil
    }
  }

  private mutating func imageURL(of raw: RawEntry, path: [String]) -> URL? {
    guard let text = raw.image else {
      if raw.present.contains(.image) {
        note(path, "\"image\" is not text; no teaser image", .adjusted)
      }
      return nil
    }
    do {
      return try policy.imageURL(for: text).get()
    } catch {
      note(path, "teaser image: \(error); no teaser image", .adjusted)
      return nil
    }
  }

  private mutating func note(_ path: [String], _ message: String, _ effect: FeedDiagnostic.Effect) {
    diagnostics.append(FeedDiagnostic(path: path, message: message, effect: effect))
  }

  /// Notes that the entry at `path` is dropped, and why.
  private mutating func drop<Value>(_ path: [String], _ message: String) -> Value? {
    note(path, message, .dropped)
    return nil
  }
}
