import Foundation
import ShopMenu

extension MenuLoader {
  // MARK: - Files

  /// Reads and decodes a feed file; the shop is `--shop`, or the one whose format the file is in.
  func loadFile(_ path: String) throws -> LoadedMenu {
    let url = URL(fileURLWithPath: path)
    let limits = FeedDecoder.Limits.standard
    let data = try Self.read(url, limit: limits.maxBytes, shown: path)
    var shop = configuration(for: invocation.shop ?? Self.likelyShop(of: data))
    var menu: Menu
    do {
      menu = try FeedDecoder(shop: shop, limits: limits).decode(data)
      if invocation.shop == nil, menu.format.shop != shop.id {
        shop = configuration(for: menu.format.shop)
        menu = try FeedDecoder(shop: shop, limits: limits).decode(data)
      }
    } catch {
      throw NoMenuError("\(path) is not a usable menu feed: \(error)")
    }
    let modified =
      (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    return LoadedMenu(
      shop: shop, snapshot: MenuSnapshot(menu: menu, source: .file, fetchedAt: modified),
      location: path, date: modified, networkFailure: nil, repository: nil)
  }

  /// The shop whose format a file most likely is (the root key that comes first), so that a
  /// file is usually decoded once; the decoded format has the last word.
  static func likelyShop(of data: Data) -> ShopConfiguration.Shop {
    let head = data.prefix(1 << 16)
    let found = FeedFormat.allCases.compactMap { format in
      head.range(of: Data("\"\(format.rootKey)\"".utf8)).map { (format, $0.lowerBound) }
    }
    return (found.min { $0.1 < $1.1 }?.0 ?? .bonprix).shop
  }

  /// The file's bytes, reading no more than `limit + 1` of them.
  static func read(_ url: URL, limit: Int, shown: String) throws -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw NoMenuError("Cannot read \(shown): there is no such file.")
    }
    guard !isDirectory.boolValue else {
      throw NoMenuError("Cannot read \(shown): it is a folder, not a feed file.")
    }
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw NoMenuError("Cannot read \(shown): permission denied or not a regular file.")
    }
    defer { handle.closeFile() }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
    let data = (size ?? 0) > limit ? Data() : handle.readData(ofLength: limit + 1)
    guard (size ?? 0) <= limit, data.count <= limit else {
      let bytes = max(size ?? 0, data.count)
      throw NoMenuError(
        "\(shown) is not a usable menu feed: \(FeedError.tooLarge(bytes: bytes, limit: limit))")
    }
    return data
  }
}
