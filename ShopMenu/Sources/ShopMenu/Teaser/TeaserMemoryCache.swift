import Foundation

/// Image bytes in memory, limited by their total size: when a new image does not fit, the least
/// recently used ones are dropped until it does. An image larger than the whole limit is not
/// kept at all (it would empty the cache for one row).
///
/// A menu has a handful of teasers, so finding the least recently used one is a scan over the
/// entries rather than a linked list kept in order.
struct TeaserMemoryCache {
  /// The most bytes kept.
  let limit: Int
  /// The bytes kept now.
  private(set) var totalBytes = 0
  private var entries: [URL: Entry] = [:]
  /// Increases with every use; an entry's `lastUse` orders it.
  private var uses: UInt64 = 0

  private struct Entry {
    var data: Data
    var lastUse: UInt64
  }

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// How many images are kept.
  var count: Int { entries.count }

  /// The bytes for `url`, marked as just used.
  mutating func data(for url: URL) -> Data? {
    guard entries[url] != nil else { return nil }
    uses += 1
    entries[url]?.lastUse = uses
    return entries[url]?.data
  }

  /// Keeps `data` for `url` (replacing what was there), dropping the least recently used images
  /// until it fits. Returns whether it was kept.
  @discardableResult
  mutating func insert(_ data: Data, for url: URL) -> Bool {
    remove(url)
    guard data.count <= limit else { return false }
    while totalBytes + data.count > limit, let oldest = leastRecentlyUsed() {
      remove(oldest)
    }
    uses += 1
    entries[url] = Entry(data: data, lastUse: uses)
    totalBytes += data.count
    return true
  }

  /// Drops the image for `url`, if any.
  mutating func remove(_ url: URL) {
    guard let entry = entries.removeValue(forKey: url) else { return }
    totalBytes -= entry.data.count
  }

  private func leastRecentlyUsed() -> URL? {
    entries.min { $0.value.lastUse < $1.value.lastUse }?.key
  }
}
