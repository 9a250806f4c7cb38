import Foundation

/// The parts of a ``Menu``'s index that decoding does not need, built on first use: id →
/// position (for look-ups by id) and the labels folded for search. Folding goes through
/// Foundation and hashing every id costs as much again; together they were a third of building
/// a menu, for look-ups that a session may never make.
final class MenuIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var positions: [MenuEntry.ID: Int]?
  private var folded: [String]?

  /// The position of each entry of `entries` (the menu's depth-first list) by id.
  func positions(of entries: [MenuEntry]) -> [MenuEntry.ID: Int] {
    lock.lock()
    defer { lock.unlock() }
    if let positions { return positions }
    var built: [MenuEntry.ID: Int] = [:]
    built.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() { built[entry.id] = index }
    positions = built
    return built
  }

  /// The labels of `entries` folded for search, parallel to it.
  func foldedLabels(of entries: [MenuEntry]) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    if let folded { return folded }
    let built = entries.map { MenuSearch.fold($0.label) }
    folded = built
    return built
  }
}
