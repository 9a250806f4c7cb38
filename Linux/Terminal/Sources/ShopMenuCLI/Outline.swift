import Foundation
import ShopMenu

/// The menu as the app lists it: every row of every level, found through `groups(under:)`.
struct Outline {
  struct Row {
    let entry: MenuEntry
    /// The labels above the row, section titles included, top first.
    let ancestors: [String]
    /// The section the row is listed under, set on its first row only.
    let opensSection: String?
    /// How far the row is indented in the tree.
    let indent: Int
    /// The level the row is on: 1 at the top (a section is no level).
    let level: Int

    /// `Damen › Mode › Neuheiten`, with a mark when the row leaves the app.
    var path: String {
      TerminalText.safe((ancestors + [entry.label]).joined(separator: " › ")) + mark(entry)
    }
  }

  let rows: [Row]

  @MainActor
  init(model: ShopAppModel) {
    var rows: [Row] = []
    func walk(_ level: MenuEntry.ID?, ancestors: [String], indent: Int, depth: Int) {
      for group in model.groups(under: level) {
        let above = ancestors + (group.title.map { [$0] } ?? [])
        let rowIndent = indent + (group.title == nil ? 0 : 1)
        for (index, entry) in group.entries.enumerated() {
          rows.append(
            Row(
              entry: entry, ancestors: above, opensSection: index == 0 ? group.title : nil,
              indent: rowIndent, level: depth))
          if entry.kind == .category {
            walk(
              entry.id, ancestors: above + [entry.label], indent: rowIndent + 1, depth: depth + 1)
          }
        }
      }
    }
    walk(nil, ancestors: [], indent: 0, depth: 1)
    self.rows = rows
  }

  /// `bonprix: 8 entries (3 categories, 5 links), 4 levels deep`; sections, if any, before
  /// the depth.
  func summary(shop: String) -> String {
    let categories = rows.filter { $0.entry.kind == .category }.count
    let sections = rows.filter { $0.opensSection != nil }.count
    let levels = rows.map(\.level).max() ?? 0
    return "\(TerminalText.safe(shop)): \(counted(rows.count, "entry", "entries")) "
      + "(\(counted(categories, "category", "categories")), "
      + "\(counted(rows.count - categories, "link", "links")))"
      + (sections > 0 ? " in \(counted(sections, "section", "sections"))" : "")
      + ", \(counted(levels, "level", "levels")) deep"
  }

  /// Each row on a line, indented under its category or section.
  func treeLines() -> [String] {
    var lines: [String] = []
    for row in rows {
      if let section = row.opensSection {
        lines.append(pad(row.indent - 1) + "[\(TerminalText.safe(section))]")
      }
      lines.append(pad(row.indent) + TerminalText.safe(row.entry.label) + mark(row.entry))
    }
    return lines
  }

  /// The rows whose label holds every word, ignoring case and accents, in menu order.
  func search(_ words: [String]) -> [Row] {
    let wanted = words.flatMap { fold($0).split(whereSeparator: \.isWhitespace) }
    guard !wanted.isEmpty else { return [] }
    return rows.filter { row in
      let label = fold(row.entry.label)
      return wanted.allSatisfy { label.contains($0) }
    }
  }

  private func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  private func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }
}

/// ` ↗` for a link that opens outside the app, else nothing.
func mark(_ entry: MenuEntry) -> String { entry.opensExternally ? " ↗" : "" }
