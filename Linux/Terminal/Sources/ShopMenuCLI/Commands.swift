import Foundation
import ShopMenu

/// `tree`, `validate` and `search`: reports on a loaded menu.
struct MenuReports {
  let loaded: LoadedMenu
  let source: SourceReport
  let console: Console
  let text: TextRenderer

  private var menu: Menu { loaded.menu }

  private func header(_ title: String) -> [String] {
    [text.style.bold(TerminalText.safe(title)), text.sourceLine(source)]
  }

  // MARK: tree

  func tree(json: Bool) -> Int32 {
    if json {
      struct Tree: Encodable {
        let source: SourceReport
        let shop: String
        let format: String
        let count: Int
        let maxDepth: Int
        let entries: [EntryJSON]
      }
      console.out(
        JSONOutput.encode(
          Tree(
            source: source, shop: loaded.shop.id.rawValue, format: menu.format.rawValue,
            count: menu.count, maxDepth: menu.maxDepth,
            entries: menu.entries.map { EntryJSON($0, recursive: true) })))
      return ExitCode.success
    }
    var lines = header(
      "\(loaded.shop.displayName) menu: \(Plural.count(menu.count, "entry", "entries")), "
        + Plural.count(menu.maxDepth, "level", "levels"))
    lines.append("")
    lines.append(contentsOf: menu.allEntries.map(text.treeLine))
    console.out(lines: lines)
    return ExitCode.success
  }

  // MARK: validate

  func validate(json: Bool) -> Int32 {
    let diagnostics = menu.diagnostics
    let dropped = diagnostics.filter { $0.effect == .dropped }.count
    let external = menu.allEntries.filter(\.opensExternally).count
    let mismatch = loaded.formatMismatch
    let clean = diagnostics.isEmpty && mismatch == nil
    let status = clean ? ExitCode.success : ExitCode.diagnostics
    if json {
      struct Diagnostic: Encodable {
        let path: [String]
        let breadcrumb: String
        let message: String
        let effect: String
      }
      struct Validation: Encodable {
        let source: SourceReport
        let shop: String
        let format: String
        /// The format the shop's API serves; a feed in another is not clean.
        let expectedFormat: String
        let entries: Int
        let kinds: [String: Int]
        let external: Int
        let skipped: Int
        let adjusted: Int
        let maxDepth: Int
        let clean: Bool
        let diagnostics: [Diagnostic]
      }
      var kinds: [String: Int] = [:]
      for kind in MenuEntry.Kind.allCases { kinds[kind.rawValue] = menu.count(of: kind) }
      console.out(
        JSONOutput.encode(
          Validation(
            source: source, shop: loaded.shop.id.rawValue, format: menu.format.rawValue,
            expectedFormat: loaded.shop.id.feedFormat.rawValue, entries: menu.count, kinds: kinds,
            external: external, skipped: dropped,
            adjusted: diagnostics.count - dropped, maxDepth: menu.maxDepth,
            clean: clean,
            diagnostics: diagnostics.map {
              Diagnostic(
                path: $0.path, breadcrumb: $0.pathDescription, message: $0.message,
                effect: $0.effect.rawValue)
            })))
      return status
    }
    let style = text.style
    var lines = header("Validating the \(loaded.shop.displayName) menu")
    lines.append(
      "Format:      \(menu.format.rawValue)"
        + (mismatch.map { " (\($0.shopName) feeds are in the \($0.expected.rawValue) format)" }
          ?? ""))
    lines.append(
      "Entries:     \(menu.count) kept ("
        + Plural.count(menu.count(of: .section), "section", "sections") + ", "
        + Plural.count(menu.count(of: .category), "category", "categories") + ", "
        + Plural.count(menu.count(of: .link), "link", "links") + ", "
        + "\(external) of them opening outside the app)")
    lines.append("Max depth:   \(menu.maxDepth)")
    lines.append(
      "Skipped:     \(Plural.count(dropped, "entry", "entries")) dropped (with anything below)"
        + ", \(diagnostics.count - dropped) adjusted")
    if clean {
      lines.append(style.green("Diagnostics: none, the feed is clean."))
    } else {
      lines.append(style.yellow("Diagnostics: \(diagnostics.count + (mismatch == nil ? 0 : 1))"))
      if let mismatch {
        lines.append("  \(style.red("format"))  \(style.bold("(root)")): \(mismatch.message)")
      }
      for diagnostic in diagnostics {
        let tag = diagnostic.effect == .dropped ? style.red("dropped") : style.yellow("adjusted")
        lines.append(
          "  \(tag)  \(style.bold(TerminalText.safe(diagnostic.pathDescription))): "
            + TerminalText.safe(diagnostic.message))
      }
    }
    console.out(lines: lines)
    return status
  }

  // MARK: search

  func search(_ query: String, json: Bool) -> Int32 {
    let results = MenuSearch.search(query, in: menu)
    if json {
      struct Hit: Encodable {
        let entry: EntryJSON
        let breadcrumb: [String]
      }
      struct Search: Encodable {
        let source: SourceReport
        let shop: String
        let query: String
        let count: Int
        let results: [Hit]
      }
      console.out(
        JSONOutput.encode(
          Search(
            source: source, shop: loaded.shop.id.rawValue, query: query, count: results.count,
            results: results.map {
              Hit(entry: EntryJSON($0.entry, recursive: false), breadcrumb: $0.breadcrumb)
            })))
      return ExitCode.success
    }
    let quoted = "\"\(TerminalText.safe(query))\""
    let title =
      results.isEmpty
      ? "No entries of the \(loaded.shop.displayName) menu match \(quoted)."
      : "\(Plural.count(results.count, "entry matches", "entries match")) \(quoted) "
        + "in the \(loaded.shop.displayName) menu"
    var lines = header(title)
    for result in results {
      lines.append(searchLine(result))
    }
    console.out(lines: lines)
    return ExitCode.success
  }

  /// `Damen › Mode › Neuheiten › Oberteile  [link]  https://…`.
  func searchLine(_ result: SearchResult) -> String {
    let crumbs = result.breadcrumb.isEmpty ? "" : text.breadcrumb(result.breadcrumb) + " › "
    var line = "\(crumbs)\(text.label(result.entry))  \(text.style.dim(text.kindTag(result.entry)))"
    if result.entry.url != nil { line += "  \(text.url(result.entry.url))" }
    return line
  }
}
