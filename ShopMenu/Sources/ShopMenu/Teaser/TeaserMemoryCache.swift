import Foundation

/// Image bytes up to `limit`, least recently used dropped first (a scan: teasers are a handful).
struct TeaserMemoryCache {
  let limit: Int
  private(set) var totalBytes = 0
  private var entries: [URL: Entry] = [:]
  private var uses: UInt64 = 0

  private struct Entry {
    var data: Data
    var lastUse: UInt64
  }

  init(limit: Int) { self.limit = max(0, limit) }

  var count: Int { entries.count }

  mutating func data(for url: URL) -> Data? {
    guard entries[url] != nil else { return nil }
    uses += 1
    entries[url]?.lastUse = uses
    return entries[url]?.data
  }

  /// Replaces what `url` had; whether it was kept.
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

  mutating func remove(_ url: URL) {
    guard let entry = entries.removeValue(forKey: url) else { return }
    totalBytes -= entry.data.count
  }

  private func leastRecentlyUsed() -> URL? {
    entries.min { $0.value.lastUse < $1.value.lastUse }?.key
  }
}
