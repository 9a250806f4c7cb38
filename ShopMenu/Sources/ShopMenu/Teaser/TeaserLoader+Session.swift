import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TeaserLoader {
  nonisolated static var diskCacheCapacity: Int { 50 * 1024 * 1024 }

  /// The app's loader, on the one live session in ``standardCacheDirectory()``.
  public static func live(policy: URLPolicy) -> TeaserLoader {
    TeaserLoader(policy: policy, session: liveSession)
  }

  /// On disk only, as the server says; one per folder (two caches overwrite each other's index).
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
      return URLCache(memoryCapacity: 0, diskCapacity: diskCacheCapacity, diskPath: directory.path)
    #else
      return URLCache(memoryCapacity: 0, diskCapacity: diskCacheCapacity, directory: directory)
    #endif
  }
}

private let liveSession = TeaserLoader.makeLiveSession(
  cacheDirectory: TeaserLoader.standardCacheDirectory())
