// The stand-in chat page's script (public/kefu.html); a file of its own: the CSP allows no inline script.
var TEXT = {
  zh_CN: {
    lang: 'zh-CN',
    title: '在线客服',
    label: '输入消息',
    send: '发送',
    hello: '您好，欢迎咨询跨境通！请问有什么可以帮您？',
    reply: '已收到您的留言，客服人员将尽快回复。紧急事项请拨打服务热线 400-888-6688。',
  },
  zh_HK: {
    lang: 'zh-HK',
    title: '線上客服',
    label: '輸入訊息',
    send: '發送',
    hello: '您好，歡迎諮詢跨境通！請問有甚麼可以幫您？',
    reply: '已收到您的留言，客服人員將盡快回覆。緊急事項請致電服務熱線 400-888-6688。',
  },
  en_US: {
    lang: 'en-US',
    title: 'Online customer service',
    label: 'Type a message',
    send: 'Send',
    hello: 'Hello and welcome to KuaJingTong! How can we help you?',
    reply:
      'We have received your message and an agent will reply shortly. For anything urgent, call 400-888-6688.',
  },
  pt_PT: {
    lang: 'pt-PT',
    title: 'Apoio ao cliente online',
    label: 'Escreva uma mensagem',
    send: 'Enviar',
    hello: 'Olá e bem-vindo à KuaJingTong! Como podemos ajudar?',
    reply:
      'Recebemos a sua mensagem e um assistente responderá em breve. Para assuntos urgentes, ligue para 400-888-6688.',
  },
};
var t = TEXT[new URLSearchParams(location.search).get('lang')] || TEXT.zh_CN;
document.documentElement.lang = t.lang;
document.title = t.title;
document.getElementById('title').textContent = t.title;
document.getElementById('label').textContent = t.label;
document.getElementById('send').textContent = t.send;
var log = document.getElementById('log');
function say(text, mine) {
  var p = document.createElement('p');
  p.className = mine ? 'msg me' : 'msg';
  p.textContent = text;
  log.appendChild(p);
  log.scrollTop = log.scrollHeight;
}
say(t.hello, false);
document.getElementById('form').addEventListener('submit', function (event) {
  event.preventDefault();
  var input = document.getElementById('text');
  var text = input.value.trim();
  if (!text) return;
  say(text, true);
  input.value = '';
  setTimeout(function () {
    say(t.reply, false);
  }, 600);
});
