import Foundation

/// A feed as it was last fetched, with what is needed to ask the server whether it changed.
struct CachedFeed: Sendable, Hashable {
  var shop: ShopConfiguration.Shop
  /// The bytes as the server sent them (a newer decoder applies its rules to an older file).
  var data: Data
  var validators: CacheValidators
  var fetchedAt: Date
}

/// The last good feed on disk, per shop: a few `name value` header lines the app wrote, an
/// empty line, then the bytes. No decoder reads the header, so a damaged file is only ignored.
struct MenuDiskCache: Sendable {
  static let formatVersion = 2
  /// Created when first written.
  let directory: URL

  /// The platform's caches folder, `…/Caches/ShopMenu`.
  static func standardDirectory() -> URL {
    let base =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("ShopMenu", isDirectory: true)
  }

  func fileURL(for shop: ShopConfiguration.Shop) -> URL {
    directory.appendingPathComponent("menu-\(shop.rawValue)-v\(Self.formatVersion).cache")
  }

  /// The cached feed for `shop`, or `nil` when there is none or it is unusable.
  func load(_ shop: ShopConfiguration.Shop) -> CachedFeed? {
    guard let contents = try? Data(contentsOf: fileURL(for: shop)),
      let end = contents.range(of: Data("\n\n".utf8))
    else { return nil }
    let lines = String(decoding: contents[..<end.lowerBound], as: UTF8.self).split(separator: "\n")
    let fields = lines.map { $0.split(separator: " ", maxSplits: 1).map(String.init) }
    let header = Dictionary(fields.map { ($0[0], $0.count == 2 ? $0[1] : "") }) { $1 }
    let data = Data(contents[end.upperBound...])
    guard header["format"] == "\(Self.formatVersion)", header["shop"] == shop.rawValue,
      header["bytes"] == "\(data.count)", header["checksum"] == Self.checksum(data),
      let fetchedAt = header["fetched"].flatMap(TimeInterval.init), fetchedAt.isFinite
    else { return nil }
    return CachedFeed(
      shop: shop, data: data,
      validators: CacheValidators(etag: header["etag"], lastModified: header["last-modified"]),
      fetchedAt: Date(timeIntervalSince1970: fetchedAt))
  }

  /// Writes `feed` atomically, replacing any earlier file for its shop.
  func save(_ feed: CachedFeed) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var lines = [
      "format \(Self.formatVersion)", "shop \(feed.shop.rawValue)",
      "fetched \(feed.fetchedAt.timeIntervalSince1970)", "bytes \(feed.data.count)",
      "checksum \(Self.checksum(feed.data))",
    ]
    if let etag = feed.validators.etag, !etag.contains(where: \.isNewline) {
      lines.append("etag \(etag)")
    }
    if let date = feed.validators.lastModified, !date.contains(where: \.isNewline) {
      lines.append("last-modified \(date)")
    }
    var contents = Data((lines.joined(separator: "\n") + "\n\n").utf8)
    contents.append(feed.data)
    try contents.write(to: fileURL(for: feed.shop), options: .atomic)
  }

  /// FNV-1a, 64 bits: enough to tell a damaged file from a good one.
  static func checksum(_ data: Data) -> String {
    let hash = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }
}
