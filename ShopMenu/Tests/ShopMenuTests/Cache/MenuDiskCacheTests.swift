import XCTest

@testable import ShopMenu

final class MenuDiskCacheTests: XCTestCase {
  private func sample() throws -> CachedFeed {
    CachedFeed(
      shop: .bonprix, data: try Fixture.bonprix.data,
      validators: CacheValidators(etag: "\"v1\"", lastModified: "Mon, 30 Nov 2026 10:00:00 GMT"),
      fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
  }

  func testSaveThenLoadRoundTrips() throws {
    let cache = MenuDiskCache(
      directory: try temporaryDirectory(self).appendingPathComponent("nested"))
    XCTAssertNil(cache.load(.bonprix))
    let feed = try sample()
    try cache.save(feed)
    XCTAssertEqual(cache.load(.bonprix), feed)
    XCTAssertNil(cache.load(.mytoys), "one file per shop")
  }

  func testWriteIsAtomicAndLeavesNoTemporaryFiles() throws {
    let directory = try temporaryDirectory(self)
    let cache = MenuDiskCache(directory: directory)
    try cache.save(try sample())
    var second = try sample()
    second.data = tinyBonprixFeed("Neu")
    try cache.save(second)
    XCTAssertEqual(cache.load(.bonprix)?.data, second.data)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(files, [cache.fileURL(for: .bonprix).lastPathComponent])
  }

  func testCorruptFilesAreIgnored() throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    try cache.save(try sample())
    let url = cache.fileURL(for: .bonprix)
    let good = try Data(contentsOf: url)
    let corruptions: [(String, Data)] = [
      ("truncated", good.prefix(good.count - 10)),
      ("no header", Data("garbage".utf8)),
      ("empty", Data()),
      (
        "flipped byte",
        {
          var d = good
          d[d.count - 3] ^= 0xFF
          return d
        }()
      ),
      (
        "other version",
        Data(
          String(decoding: good, as: UTF8.self).replacingOccurrences(
            of: "format 2", with: "format 99"
          ).utf8)
      ),
    ]
    for (name, data) in corruptions {
      try data.write(to: url)
      XCTAssertNil(cache.load(.bonprix), name)
    }
    // Headers no decoder could read: invalid UTF-8, control characters, a malformed JSON key
    // (which trapped iOS 17.0–18.2's JSONDecoder when the header was JSON), an old JSON header.
    let body = try sample().data
    let headers: [(String, [UInt8])] = [
      ("invalid UTF-8", [0xFF, 0xFE, 0xC0, 0x80, 0x0A, 0x0A]),
      ("control characters", Array("format \u{0}2\u{1B}\nshop bonprix\n\n".utf8)),
      ("malformed JSON key", Array("{\"\\ud800\": 1, \"version\": 2}\n\n".utf8)),
      ("JSON header", Array("{\"version\":2,\"shop\":\"bonprix\"}\n".utf8)),
      ("no blank line", Array("format 2\nshop bonprix\n".utf8)),
      ("infinite date", Array("format 2\nshop bonprix\nfetched 1e400\n\n".utf8)),
    ]
    for (name, header) in headers {
      try (Data(header) + body).write(to: url)
      XCTAssertNil(cache.load(.bonprix), name)
    }
    try cache.save(try sample())
    XCTAssertNotNil(cache.load(.bonprix), "a corrupt file is replaced by the next good feed")
  }

  func testFileNameCarriesTheFormatVersion() {
    let cache = MenuDiskCache(directory: URL(fileURLWithPath: "/tmp/x"))
    XCTAssertEqual(cache.fileURL(for: .mytoys).lastPathComponent, "menu-mytoys-v2.cache")
  }
}
