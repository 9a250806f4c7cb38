import Foundation
import XCTest

@testable import ShopMenu

/// The teaser bytes kept in memory: a total-size limit, least recently used out first.
final class TeaserMemoryCacheTests: XCTestCase {
  private let a = URL(string: "https://image01.bonprix.de/a.jpg")!
  private let b = URL(string: "https://image01.bonprix.de/b.jpg")!
  private let c = URL(string: "https://image01.bonprix.de/c.jpg")!

  func testEvictsTheLeastRecentlyUsedUntilTheNewImageFits() {
    var cache = TeaserMemoryCache(limit: 100)
    XCTAssertTrue(cache.insert(Data(count: 40), for: a))
    XCTAssertTrue(cache.insert(Data(count: 40), for: b))
    XCTAssertNotNil(cache.data(for: a))  // b is now the least recently used
    XCTAssertTrue(cache.insert(Data(count: 40), for: c))
    XCTAssertNotNil(cache.data(for: a))
    XCTAssertNil(cache.data(for: b))
    XCTAssertNotNil(cache.data(for: c))
    XCTAssertEqual(cache.totalBytes, 80)
    XCTAssertTrue(cache.insert(Data(count: 100), for: b), "exactly the limit fits, alone")
    XCTAssertEqual(cache.count, 1)
    XCTAssertEqual(cache.totalBytes, 100)
  }

  func testReplacingAnImageCountsItsBytesOnce() {
    var cache = TeaserMemoryCache(limit: 100)
    cache.insert(Data(count: 60), for: a)
    cache.insert(Data(count: 70), for: a)
    XCTAssertEqual(cache.totalBytes, 70)
    XCTAssertEqual(cache.count, 1)
  }

  func testAnImageOverTheLimitIsNotKeptAndEvictsNothing() {
    var cache = TeaserMemoryCache(limit: 100)
    cache.insert(Data(count: 30), for: a)
    cache.insert(Data(count: 30), for: b)
    XCTAssertFalse(cache.insert(Data(count: 101), for: c))
    XCTAssertNil(cache.data(for: c))
    XCTAssertEqual(cache.count, 2)
    XCTAssertEqual(cache.totalBytes, 60)
    // A newer version of a kept image that is too large replaces nothing stale either.
    XCTAssertFalse(cache.insert(Data(count: 500), for: a))
    XCTAssertNil(cache.data(for: a))
    XCTAssertEqual(cache.totalBytes, 30)
  }

  func testALimitOfZeroKeepsNothing() {
    var cache = TeaserMemoryCache(limit: 0)
    XCTAssertFalse(cache.insert(Data(count: 1), for: a))
    XCTAssertEqual(cache.count, 0)
    XCTAssertEqual(TeaserMemoryCache(limit: -5).limit, 0)
  }
}
