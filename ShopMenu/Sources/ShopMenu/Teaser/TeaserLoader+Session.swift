import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TeaserLoader {
  /// 50 MB on disk. A URL cache stores a response only if it is at most about 5 % of its disk
  /// capacity, so this admits teasers up to some 2.5 MB, far more than a phone-wide JPEG needs,
  /// and keeps a menu's teasers across many feed updates.
  nonisolated static var diskCacheCapacity: Int { 50 * 1024 * 1024 }

  /// The loader the app uses: requests go through the one live session
  /// (`makeLiveSession(cacheDirectory:)` in ``standardCacheDirectory()``).
  public static func live(policy: URLPolicy) -> TeaserLoader {
    TeaserLoader(policy: policy, session: liveSession)
  }

  /// A session for teasers whose `URLCache` keeps them on disk in `cacheDirectory`, and
  /// nothing in memory (the loader keeps its own copy there). The server's cache headers
  /// decide what is reused and when it is revalidated.
  ///
  /// Make one per folder: two caches on one folder overwrite each other's index.
  nonisolated static func makeLiveSession(cacheDirectory: URL) -> URLSession {
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = makeDiskCache(in: cacheDirectory)
    configuration.requestCachePolicy = .useProtocolCachePolicy
    configuration.timeoutIntervalForRequest = 30
    return URLSession(configuration: configuration)
  }

  /// The platform's caches folder, `…/Caches/ShopMenu/Teasers`.
  public nonisolated static func standardCacheDirectory() -> URL {
    MenuDiskCache.standardDirectory().appendingPathComponent("Teasers", isDirectory: true)
  }

  private nonisolated static func makeDiskCache(in directory: URL) -> URLCache {
    #if canImport(FoundationNetworking)
      // swift-corelibs-foundation has only the path-based initializer.
      return URLCache(memoryCapacity: 0, diskCapacity: diskCacheCapacity, diskPath: directory.path)
    #else
      return URLCache(memoryCapacity: 0, diskCapacity: diskCacheCapacity, directory: directory)
    #endif
  }
}

/// The app's one live teaser session, made on first use.
private let liveSession = TeaserLoader.makeLiveSession(
  cacheDirectory: TeaserLoader.standardCacheDirectory())
