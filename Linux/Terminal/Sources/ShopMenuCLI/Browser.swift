import Foundation
import ShopMenu

/// `browse`: the menu level by level, as the app pushes it. A number opens a category or
/// chooses a link (which says what the app would open and how it would title the page), `..` or
/// `b` goes up, `q` or the end of the input quits.
@MainActor
struct Browser {
  let model: ShopAppModel
  let console: Console

  func run(notice: String?) -> Int32 {
    if let notice { console.print(notice) }
    var levels: [MenuEntry.ID] = []
    var rows = show(levels)
    while true {
      console.write("> ")
      guard let line = console.readLine() else {
        console.print("")
        return 0
      }
      switch line.trimmingCharacters(in: .whitespaces) {
      case "q", "quit":
        return 0
      case "..", "b":
        if levels.popLast() == nil {
          console.print("This is the top level.")
        } else {
          rows = show(levels)
        }
      case "":
        rows = show(levels)
      case let text:
        guard let number = Int(text), rows.indices.contains(number - 1) else {
          console.print("Type a number from 1 to \(rows.count), .. to go up, or q to quit.")
          continue
        }
        let entry = rows[number - 1]
        if entry.kind == .category {
          levels.append(entry.id)
          rows = show(levels)
        } else {
          choose(entry)
        }
      }
    }
  }

  /// Prints a level, headed by the titles on the way to it, and returns its rows by number.
  private func show(_ levels: [MenuEntry.ID]) -> [MenuEntry] {
    let titles = [model.title(of: nil)] + levels.map { model.title(of: $0) }
    console.print("")
    console.print(TerminalText.safe(titles.joined(separator: " › ")))
    var rows: [MenuEntry] = []
    for group in model.groups(under: levels.last) {
      if let title = group.title { console.print("  \(TerminalText.safe(title))") }
      for entry in group.entries {
        rows.append(entry)
        let more = entry.kind == .category ? " ›" : ""
        let number = String(rows.count)
        let pad = String(repeating: " ", count: max(1, 5 - number.count))
        console.print("\(pad)\(number)  \(TerminalText.safe(entry.label))\(more)\(mark(entry))")
      }
    }
    return rows
  }

  private func choose(_ entry: MenuEntry) {
    model.select(entry.id)
    if let external = model.browser.externalURL {
      console.print("Open outside the app: \(TerminalText.safe(external.url.absoluteString))")
      model.browser.externalURLHandled()
    } else {
      console.print(
        "Open in the web view: \(TerminalText.safe(model.browser.page.url.absoluteString))")
      console.print("Title: \(TerminalText.safe(model.browser.title))")
    }
  }
}
