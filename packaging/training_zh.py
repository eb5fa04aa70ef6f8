"""Fill the training area's catalogs (resources/locale/zh_CN|zh_TW/training.po) from the
translations kept here, the training layer's messages in Simplified Chinese and, where the
wording differs from a character conversion, in Traditional Chinese (Hong Kong / Macau / Taiwan
casino wording: 廿一點, 莊, 閒).

    python packaging/training_zh.py          # fill every empty msgstr this file has a translation for
    python packaging/training_zh.py --check  # list the training.po messages with no translation here

Only training.po is written (the other areas' files are their translators'). The Traditional text
is written by hand below where it is not a plain conversion of the Simplified; the rest is the
Simplified text converted with OpenCC (``s2hk``), a tool used here only, never by the app.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "resources" / "locale"

# msgid (or (singular, plural)) -> Simplified Chinese
ZH_CN: dict[object, str] = {
    # --- games, topics, skills ---------------------------------------------------------------
    "Mini Baccarat": "迷你百家乐",
    "Blackjack": "二十一点",
    "Stud": "梭哈",
    "Payouts": "赔付",
    "Chips": "筹码",
    "All skills": "全部技能",
    "Banker's third card": "庄家第三张牌",
    "Player's third card": "闲家第三张牌",
    "Naturals": "天牌",
    "Hand totals": "牌点合计",
    "Burn at a new shoe": "新牌靴烧牌",
    "Calling the result": "报结果",
    "Settlement": "结算",
    "Commission": "佣金",
    "Cut card": "切牌卡",
    "Peeking for blackjack": "查看暗牌是否二十一点",
    "Insurance": "保险",
    "Even money": "平赔",
    "Dealer's hand": "荷官的牌",
    "First to act": "先说话",
    "Announcements": "报牌",
    "Possible straights and flushes": "可能的顺子和同花",
    "Showdown": "摊牌",
    "Blackjack payouts": "二十一点赔付",
    "Tie bets": "和局注",
    "Pair bets": "对子注",
    "Banco commission": "庄注佣金",
    "Hand-held (pitch) game": "手持发牌（单副/双副牌）",
    "Find the dealer's mistake": "找出荷官的错误",
    "Reading stacks": "读筹码叠",
    "Sizing payouts": "量出赔付",
    "Colouring up": "换大筹码",
    "Change and buy-ins": "找换与买码",
    "Deal": "发牌",
    "Shoe": "牌靴",
    "Fold": "弃牌",
    "Limit": "下注限额",
    "Bring in": "强制注",
    "Banker {banker}, Player stood": "庄{banker}点，闲不补",
    "Banker {banker}, Player's third card {card}": "庄{banker}点，闲第三张牌{card}",
    "Player {total}": "闲{total}点",
    "Natural {total} for the Player: nobody draws": "闲天牌{total}点：双方不补",
    "Natural {total} for the Banker: nobody draws": "庄天牌{total}点：双方不补",
    "Player {total}: draw": "闲{total}点：补牌",
    "Player {total}: stand": "闲{total}点：不补",
    "Pay Perfect Pairs: {hand}": "赔完美对子：{hand}",
    "Pay 21+3: {hand}": "赔21+3：{hand}",
    "Dealer hits hard {total}": "荷官硬{total}点要牌",
    "First to act: the best board showing {board}": "先说话：明牌最大者（{board}）",
    "Where the cut card goes": "切牌卡放在哪里",
    "How many cards to burn": "烧几张牌",
    "Order of the cards dealt": "发牌顺序",
    "Total of two cards": "两张牌的点数",
    "Total of three cards": "三张牌的点数",
    "No natural: the drawing rules apply": "没有天牌：按补牌规则",
    "Which hand wins": "哪一方赢",
    "Take a losing bet": "收输注",
    "Leave a pushed bet": "和局注码不动",
    "Pay punto 1:1": "闲注1赔1",
    "Pay banco less commission": "庄注赔付扣佣金",
    "Pay banco in the no-commission game": "免佣百家乐赔庄注",
    "Pay a tie 8:1": "和局1赔8",
    "Pay a tie 9:1": "和局1赔9",
    "Pay a pair bet": "赔对子注",
    "Pay Dragon 7": "赔龙7",
    "Pay Panda 8": "赔熊猫8",
    "Mark the commission box": "记佣金格",
    "Collect the commission boxes": "收佣金",
    "The cut card came out": "切牌卡出来了",
    "Burn a card at a new shoe": "新牌靴烧一张牌",
    "Offer insurance": "询问保险",
    "The insurance maximum": "保险上限",
    "Take losing insurance": "收输的保险",
    "Pay insurance 2:1": "保险1赔2",
    "Pay even money": "平赔",
    "Pay a blackjack 3:2": "二十一点2赔3",
    "Pay a blackjack 6:5": "二十一点5赔6",
    "Pay a winning hand 1:1": "赢牌1赔1",
    "Peek under an ace": "明牌A时查看暗牌",
    "Peek under a ten": "明牌10点时查看暗牌",
    "No peek under a low card": "小牌不查看暗牌",
    "Call a hard total": "报硬点数",
    "Call a soft total both ways": "软点数两种报法",
    "Call a blackjack": "报二十一点",
    "Dealer's soft 17": "荷官软17点",
    "Dealer hits a soft 16 or less": "荷官软16点或以下要牌",
    "Dealer stands on soft 18 or more": "荷官软18点或以上停牌",
    "Dealer stands on hard 17 or more": "荷官硬17点或以上停牌",
    "Dealer hits 11 or less": "荷官11点或以下要牌",
    "Dealer does not draw (every seat out)": "荷官不要牌（各座已结算）",
    "Settle a surrender": "结算投降",
    "Take a busted hand": "收爆牌",
    "Push a tie": "平局不输赢",
    "Settle against a late dealer blackjack": "不查牌时荷官二十一点的结算",
    "Settle against a dealer blackjack": "荷官二十一点的结算",
    "Pay a doubled hand": "赔加倍的牌",
    "Pay a split hand": "赔分牌",
    "Take a losing hand": "收输牌",
    "Pitch a card face up or face down": "发明牌还是暗牌",
    "A player turns the cards up": "玩家把牌翻开",
    "Deal the community card": "发公共牌",
    "Announce a possible straight": "报可能顺子",
    "Announce a possible flush": "报可能同花",
    "Announce what a board shows": "报明牌牌型",
    "The bet after an open pair": "明对之后的注额",
    "The bet on this street": "这一轮的注额",
    "Who brings it in": "谁下强制注",
    "First to act: equal boards": "先说话：明牌相同",
    "Take in a folded hand": "收弃牌",
    "A hand folded out of turn": "不按顺序弃牌",
    "Pot won uncontested": "无人跟注赢底池",
    "Who wins the showdown": "摊牌谁赢",
    "Name the winning hand": "说出赢的牌型",
    "Read a pile": "读一堆筹码",
    "Size an even-money payout": "量出1赔1赔付",
    "Size a blackjack payout": "量出二十一点赔付",
    "Size banco less commission": "量出庄注扣佣赔付",
    "Colour up a player": "为玩家换大筹码",
    "Change a chip as asked": "按要求找换筹码",
    "Give a buy-in": "兑换买码",
    "high card": "散牌",
    "a pair": "一对",
    "two pair": "两对",
    "three of a kind": "三条",
    "four of a kind": "四条",
    "Spot a wrong third-card draw": "发现第三张牌补错",
    "Spot a miscounted burn": "发现烧牌数错",
    "Spot a wrong banco commission": "发现庄注佣金算错",
    "Spot a winner paid before the losers are taken": "发现先赔赢注后收输注",
    "Pass a clean coup": "判定一局无误",
    "Spot a missed burn": "发现漏了烧牌",
    "Spot the dealer's soft 17 played wrong": "发现荷官软17点处理错",
    "Spot insurance paid at the wrong price": "发现保险赔率赔错",
    "Spot even money offered where it is not": "发现不该问平赔时问了平赔",
    "Spot seats settled out of order": "发现结算座位顺序错",
    "Pass a clean round": "判定一轮无误",
    "Spot the wrong player named first": "发现先说话的玩家叫错",
    "Spot a possible flush not called": "发现漏报可能同花",
    "Spot a possible straight not called": "发现漏报可能顺子",
    "Pass a clean stud hand": "判定一手梭哈无误",
    "a mixed pair": "混色对子",
    "a coloured pair": "同色对子",
    "a perfect pair": "完美对子",
    "a flush": "同花",
    "a straight": "顺子",
    "a straight flush": "同花顺",
    "suited three of a kind": "同花三条",
    # skill names in lists (Home, summaries)
    "How many cards to burn": "烧几张牌",
    "What to do when the cut card comes out": "切牌卡出来时怎么做",
    "Spotting that there is no natural": "看出没有天牌",
    "What goes in the commission box": "佣金格里记多少",
    "Paying a Banker bet, less commission": "赔庄注（扣佣金）",
    "Paying a Player bet": "赔闲注",
    "Paying a pair bet": "赔对子注",
    "Paying a Banker bet in the no-commission game": "免佣百家乐赔庄注",
    "Paying a Dragon 7 bet": "赔龙7注",
    "Paying a Panda 8 bet": "赔熊猫8注",
    "Paying a tie bet at 8 to 1": "和局注1赔8",
    "Paying a tie bet at 9 to 1": "和局注1赔9",
    "Taking a losing bet": "收输注",
    "Leaving a pushed bet in place": "和局注码不动",
    "Two-card totals": "两张牌点数",
    "Three-card totals": "三张牌点数",
    "Burning a card at a new shoe": "新牌靴烧一张牌",
    "Dealer's low total: hit": "荷官小点数：要牌",
    "Dealer's soft total under 17: hit": "荷官软点数不到17：要牌",
    "Dealer with every hand settled: no draw": "各手牌已结算：荷官不要牌",
    "Dealer's soft 17 (house rule)": "荷官软17点（赌场规则）",
    "Dealer's hard 17 or more: stand": "荷官硬17点或以上：停牌",
    "Dealer's soft 18 or more: stand": "荷官软18点或以上：停牌",
    "Taking losing insurance": "收输的保险",
    "The most insurance a player may take": "玩家最多可买多少保险",
    "When to offer insurance": "何时询问保险",
    "Paying a blackjack at 3 to 2": "二十一点2赔3",
    "Paying a blackjack at 6 to 5": "二十一点5赔6",
    "Paying even money on a blackjack": "二十一点平赔",
    "Paying insurance at 2 to 1": "保险1赔2",
    "Paying a winning hand": "赔赢牌",
    "Peeking with an ace up": "明牌A时查看暗牌",
    "Peeking with a ten up": "明牌10点时查看暗牌",
    "No peek with a low card up": "明牌小牌时不查看暗牌",
    "Pitching a card face up or face down (hand-held game)": "发明牌还是暗牌（手持发牌）",
    "A player turns the cards up (hand-held game)": "玩家把牌翻开（手持发牌）",
    "Taking a busted hand": "收爆牌",
    "Settling against a dealer blackjack": "荷官二十一点时结算",
    "Settling a doubled hand": "结算加倍的牌",
    "Taking a losing hand": "收输牌",
    "Settling split hands": "结算分牌",
    "Calling a blackjack": "报二十一点",
    "Calling a hard total": "报硬点数",
    "Calling a soft total": "报软点数",
    "Announcing a possible flush": "报可能同花",
    "Announcing a possible straight": "报可能顺子",
    "Announcing what a hand shows": "报明牌牌型",
    "Who speaks first: high cards": "谁先说话：散牌",
    "Who speaks first: pairs": "谁先说话：对子",
    "Who speaks first: two pairs": "谁先说话：两对",
    "Who speaks first: three of a kind": "谁先说话：三条",
    "Who speaks first: four of a kind": "谁先说话：四条",
    "Who speaks first: equal boards": "谁先说话：明牌相同",
    "The fold penalty (house rule)": "弃牌罚注（赌场规则）",
    "Taking a folded hand": "收弃牌",
    "The betting limit after an open pair": "明对之后的下注限额",
    "The betting limit on each street": "每一轮的下注限额",
    "Naming the winning hand": "说出赢的牌型",
    "A pot nobody contests": "无人争夺的底池",
    "A natural {total} for the Banker": "庄天牌{total}点",
    "A natural {total} for the Player": "闲天牌{total}点",
    "Paying Perfect Pairs: {hand}": "赔完美对子：{hand}",
    "Paying 21+3: {hand}": "赔21+3：{hand}",
    "Player's hand of {total}: draw or stand": "闲{total}点：补还是不补",
    "Does the Banker draw? {title}": "庄补不补？{title}",
    "Dealer's {total}: hit": "荷官{total}点：要牌",
    # --- reports -------------------------------------------------------------------------------
    "Trainee": "学员",
    "Taken": "应考时间",
    "Marked by": "评分",
    "DealerTrainer {version}": "DealerTrainer {version}",
    "Settings": "设置",
    "Setting": "设置项",
    "Value": "值",
    "None": "无",
    "Instructor's name:": "导师姓名：",
    "Instructor's signature:": "导师签名：",
    "Examiner's name:": "考官姓名：",
    "Examiner's signature:": "考官签名：",
    "Date:": "日期：",
    "Exam report": "考试报告",
    "Exam report: {trainee}": "考试报告：{trainee}",
    "Settings of the paper": "试卷设置",
    "House rules in force:": "现行赌场规则：",
    "Passed": "通过",
    "Not passed": "未通过",
    "PASSED": "通过",
    "NOT PASSED": "未通过",
    "Topic": "主题",
    "Right": "答对",
    "Needed": "要求",
    "Result": "结果",
    "Skill": "技能",
    "Median time": "中位用时",
    "Target": "目标",
    "Question": "题目",
    "Right answer": "正确答案",
    "Given": "所答",
    "Why": "原因",
    "By topic": "按主题",
    "By skill": "按技能",
    "Missed questions": "答错的题目",
    "Every topic must reach its own mark as well as the whole paper.":
        "每个主题都要达到各自的合格线，整份试卷也要达到合格线。",
    "{right} of {questions} right ({share}; needed {needed}).\n"
    "{on_time} of right answers within target time (needed {on_time_needed}).":
        "{questions} 题答对 {right} 题（{share}；要求 {needed}）。\n"
        "答对的题目中 {on_time} 在目标时间内（要求 {on_time_needed}）。",
    "{game}: {topic}": "{game}：{topic}",
    "{given} (after {seconds} s: too slow)": "{given}（用了 {seconds} 秒：太慢）",
    "Topic: {topic} (passed; needs {floor})": "主题：{topic}（通过；要求 {floor}）",
    "Topic: {topic} (not passed; needs {floor})": "主题：{topic}（未通过；要求 {floor}）",
    "No limit": "不限",
    "{factor} × the skill's target time ({least} s to {most} s on this paper)":
        "技能目标时间 × {factor}（本试卷为 {least} 秒至 {most} 秒）",
    "{factor} × the skill's target time": "技能目标时间 × {factor}",
    "{minutes} min": "{minutes} 分钟",
    "Questions": "题数",
    "Time per question": "每题时间",
    "Time for the whole paper": "整份试卷时间",
    "Pass mark": "合格线",
    "{share} right": "答对 {share}",
    "Right answers within their target time": "在目标时间内答对",
    "at least {share}": "至少 {share}",
    "Each topic's own mark": "各主题合格线",
    "{seconds} s": "{seconds} 秒",
    # audition
    "Audition": "考核",
    "Audition report": "考核报告",
    "Audition report: {trainee}": "考核报告：{trainee}",
    "Settings of the run": "本次考核设置",
    "Game": "游戏",
    "Seats": "座位",
    "Length": "时长",
    "House rules": "赌场规则",
    ("{minutes} minute (the hand under way is finished)", "{minutes} minutes (the hand under way is finished)"):
        "{minutes} 分钟（进行中的一手会发完）",
    "Pass mark: accuracy": "合格线：准确率",
    "{share} of the money and hand questions right": "金额与牌局题答对 {share}",
    "Pass mark: procedure": "合格线：流程",
    "{share} of the procedure questions right": "流程题答对 {share}",
    "Pass mark: pace": "合格线：速度",
    "{pace} (school: {standard})": "{pace}（学校标准：{standard}）",
    "accuracy {share}, below the mark of {needed}": "准确率 {share}，低于合格线 {needed}",
    "procedure {share}, below the mark of {needed}": "流程 {share}，低于合格线 {needed}",
    "ended after {dealt} of its {minutes} minutes": "{minutes} 分钟只进行了 {dealt} 分钟便结束",
    "no hand was finished": "没有发完任何一手",
    "pace {rate} an hour, below the mark of {needed}": "速度每小时 {rate}，低于合格线 {needed}",
    "an audition at {game} needs that game's house rules": "{game}考核需要该游戏的赌场规则",
    "the audition asks for {seats} seats, and the {game} table in the house rules has {table}; change either in Settings":
        "考核要求 {seats} 个座位，而赌场规则中的{game}台只有 {table} 个；请在设置中修改其中之一",
    "{right} of {asked} ({share})": "{asked} 题答对 {right} 题（{share}）",
    "none asked": "未出题",
    "{pace} ({hands} in {minutes} min)": "{pace}（{minutes} 分钟 {hands} 手）",
    "no hand finished": "没有发完的牌局",
    "Accuracy": "准确率",
    "Procedure": "流程",
    "Pace": "速度",
    "Mark": "项目",
    "Verdict": "结论",
    "Hand": "牌局",
    "Cards": "牌",
    "Asked": "题目",
    "Answered": "所答",
    "Missed hands": "答错的牌局",
    "{reasons}.": "{reasons}。",
    "; ": "；",
    ", ": "、",
    "Every mark reached over the whole length.": "全程每项都达到合格线。",
    "Accuracy: the money and hand questions (totals, results, settling each bet, payouts, commission,\n"
    "stud limits and showdown). Procedure: what the dealer does next by the rules (burn and deal, cut card, draw or\n"
    "stand, peek, insurance and even money, who acts first, announcements, folds). Pace: hands an hour from the first\n"
    "card of the first hand to the end of the run. Passed when the whole length was dealt and every mark was reached.":
        "准确率：金额与牌局题（点数、结果、每注结算、赔付、佣金、\n"
        "梭哈限额和摊牌）。流程：荷官按规则下一步做什么（烧牌与发牌、切牌卡、补牌或\n"
        "不补、查看暗牌、保险与平赔、谁先说话、报牌、弃牌）。速度：从第一手的第一张牌\n"
        "到考核结束，每小时发的手数。发满全程且每项都达到合格线即为通过。",
    "{answered} questions answered over {hands} hands.": "共 {hands} 手，答了 {answered} 题。",
    "session {session} is not an audition": "第 {session} 次练习不是考核",
    "the settings kept with audition {session} cannot be read: {error}": "第 {session} 次考核保存的设置无法读取：{error}",
    "The school's lowest pace at the game (hands an hour).": "学校对该游戏的最低速度（每小时手数）。",
    "The school's highest pace at the game (hands an hour).": "学校对该游戏的最高速度（每小时手数）。",
    "Not used: the audition runs for its minutes.": "不使用：考核按分钟计时。",
    "Verdicts at the end, as an evaluator gives them.": "像考官一样，最后才给出判定。",
    "Seats in play.": "参与的座位数。",
    "No new hand starts after this many minutes.": "超过这么多分钟后不再开始新的一手。",
    "The house rules in force at the game.": "该游戏现行的赌场规则。",
    "The table's chips.": "牌桌的筹码。",
    "Share of the school's lowest pace to reach.": "须达到学校最低速度的比例。",
    # pace
    "{rate} coups an hour": "每小时 {rate} 局",
    "{rate} rounds an hour": "每小时 {rate} 轮",
    "{rate} hands an hour": "每小时 {rate} 手",
    "coup {number}": "第 {number} 局",
    "round {number}": "第 {number} 轮",
    "hand {number}": "第 {number} 手",
    "{pace} (school: {low}–{high})": "{pace}（学校标准：{low}–{high}）",
    # class report and readiness
    "Class report: {name}": "班级报告：{name}",
    "Answers": "作答数",
    "Last active": "最近练习",
    "mastered": "已掌握",
    "pace an hour": "每小时速度",
    "Made:": "生成时间：",
    "Audition-ready means:": "可参加考核的标准：",
    "Exams passed": "考试通过",
    "Auditions passed": "考核通过",
    "Audition-ready at": "可参加考核的游戏",
    "Missing": "尚欠",
    "Not yet": "尚未",
    "No trainees in this class yet.": "这个班还没有学员。",
    "{game}: {missing}": "{game}：{missing}",
    "{mastered} of {skills} skills mastered ({share}; needs {needed})": "{skills} 项技能掌握了 {mastered} 项（{share}；要求 {needed}）",
    "no exam taken": "未参加考试",
    "latest exam not passed": "最近一次考试未通过",
    "no pace run": "未做速度练习",
    "latest pace run unreadable": "最近一次速度练习无法读取",
    "pace {rate} an hour (needs {needed})": "速度每小时 {rate}（要求 {needed}）",
    "You teach no class named '{name}'; yours: {names}.": "您没有名为“{name}”的班级；您的班级：{names}。",
    "You teach no class named '{name}'.": "您没有名为“{name}”的班级。",
    "You teach no class in this class database yet.": "您在这个班级数据库中还没有任教的班级。",
    "You teach several classes ({names}); name one with --class.": "您任教多个班级（{names}）；请用 --class 指定一个。",
    "Looking for answers waiting to be sent…": "正在查找待发送的作答…",
    ("Class server unreachable — answers are kept here ({count} answer waiting)",
     "Class server unreachable — answers are kept here ({count} answers waiting)"):
        "无法连接班级服务器——作答保存在本机（{count} 条待发送）",
    "Class server unreachable — answers are kept here": "无法连接班级服务器——作答保存在本机",
    ("Answers not sent: {problem}. They are kept here ({count} answer waiting).",
     "Answers not sent: {problem}. They are kept here ({count} answers waiting)."):
        "作答未发送：{problem}。已保存在本机（{count} 条待发送）。",
    "Answers not sent: {problem}. They are kept here.": "作答未发送：{problem}。已保存在本机。",
    ("{count} answer waiting to be sent", "{count} answers waiting to be sent"): "{count} 条作答待发送",
    "All answers sent": "作答已全部发送",
    # --- drills, settings ----------------------------------------------------------------------
    "Questions in the session (None: until stopped).": "本次练习的题数（无：直到停止）。",
    "Seconds allowed per question (None: no limit).": "每题限时秒数（无：不限）。",
    "Show each verdict at once, or all at the end.": "每题立即判定，或全部最后判定。",
    "Seconds for the whole session (None: none).": "整次练习的秒数（无：不限）。",
    "Hands to watch.": "要观看的手数。",
    "The games whose hands are replayed.": "重放哪些游戏的牌局。",
    "Share of hands dealt with no mistake.": "没有错误的牌局所占比例。",
    "no mistakes are replayed for {games}; the games are baccarat, blackjack, stud":
        "{games} 没有可重放的错误；可选游戏为 baccarat、blackjack、stud",
    "Questions in today's practice.": "今天练习的题数。",
    "New skills brought in a day, at most.": "每天最多加入的新技能数。",
    "Daily practice": "每日练习",
    "Skills or skill groups the exam covers.": "考试涵盖的技能或技能组。",
    "Questions on the paper.": "试卷题数。",
    "Seconds per question: the skill's target time times this (None: no limit).": "每题秒数：技能目标时间乘以此数（无：不限）。",
    "Seconds for the whole exam (None: none).": "整场考试的秒数（无：不限）。",
    "Exams give their verdicts at the end.": "考试最后才给出判定。",
    "Share of answers that must be right.": "须答对的比例。",
    "Share of right answers within the skill's target time.": "答对且在技能目标时间内的比例。",
    "Questions on every topic, at least.": "每个主题至少的题数。",
    "Share of each topic's questions that must be right.": "每个主题须答对的比例。",
    "no askable skill under {skills}; choose baccarat, blackjack, stud or topics such as baccarat.banker, blackjack.payout, stud.first_to_act":
        "{skills} 下没有可出题的技能；请选择 baccarat、blackjack、stud 或主题，例如 baccarat.banker、blackjack.payout、stud.first_to_act",
    "this house's rules deal no skill under {skills}; untick it or change the house rules in Settings":
        "本赌场规则下 {skills} 没有可出题的技能；请取消勾选，或在设置中修改赌场规则",
    "{topics} topics with at least {minimum} questions each need a paper of {needed} questions or more, not {length}; add questions or tick fewer topics":
        "{topics} 个主题每个至少 {minimum} 题，试卷至少需要 {needed} 题，而不是 {length} 题；请增加题数或少选主题",
    "{topics} topics need at least {needed} questions, not {length}": "{topics} 个主题至少需要 {needed} 题，而不是 {length} 题",
    "Draw table": "补牌表",
    "Totals": "点数",
    "Stud announcements": "梭哈报牌",
    "Dealer's mistakes": "荷官的错误",
    "no drill {drill}; the registered drills are {drills}": "没有练习 {drill}；已有的练习为 {drills}",
    "none": "无",
    "the school's profile for {name} — {rules}": "学校为{name}设定的配置——{rules}",
    "your class": "您的班级",
    "{value} {colour}": "{value} {colour}",
    "{colour}s in {stack}s": "{colour}每叠 {stack} 枚",
    "chips {chips} · {stacks} · full stack {full} · buy-ins in {least} to {most} chips":
        "筹码 {chips} · {stacks} · 整叠 {full} 枚 · 买码 {least} 至 {most} 的筹码",
    "Target for skills no entry covers.": "没有单独设定的技能的目标时间。",
    "Share of recent answers that must be right.": "最近作答中须答对的比例。",
    "Share of recent answers right and within target.": "最近作答中答对且在目标时间内的比例。",
    "How many recent answers count.": "计算最近多少次作答。",
    "Answers needed before a skill can be mastered.": "技能掌握前需要的作答数。",
    "Calendar days those answers must span.": "这些作答须分布的天数。",
    "FSRS recall estimate below which mastery needs review.": "FSRS 记忆估计低于此值时，已掌握的技能需要复习。",
    "Fewer answers than this: the skill is still new.": "作答少于此数：技能仍算新技能。",
    "The school's desired retention: FSRS brings a skill back when its recall estimate is due to fall to this.":
        "学校期望的记忆保持率：记忆估计将降到此值时，FSRS 会再出该技能。",
    "How far past the longest gap recalled (times it) a skill stays mastered without answering it again.":
        "超过最长记住间隔多少倍之内，不再作答也仍算已掌握。",
    "target times must be positive seconds; check {skills}": "目标时间须为正的秒数；请检查 {skills}",
    # mistakes drill
    "Every step followed the house's rules: the hand is clean.": "每一步都符合赌场规则：这手牌没有错误。",
    "Watch the shoe open and the first coup. Stop at the dealer's mistake and name it, or pass the coup as clean.":
        "观看开靴和第一局。在荷官出错处停下并指出错误，或判定这一局无误。",
    "Watch the round. Stop at the dealer's mistake and name it, or pass the round as clean.":
        "观看这一轮。在荷官出错处停下并指出错误，或判定这一轮无误。",
    "Watch the hand. Stop at the dealer's mistake and name it, or pass the hand as clean.":
        "观看这一手。在荷官出错处停下并指出错误，或判定这一手无误。",
    "Clean hand": "无误",
    # --- the felt in words ---------------------------------------------------------------------
    "Mini Baccarat table": "迷你百家乐台",
    "Blackjack table": "二十一点台",
    "Stud table": "梭哈台",
    "Table": "牌台",
    "a card face down": "一张暗牌",
    "no cards": "没有牌",
    "{place}: {cards} (folded)": "{place}：{cards}（已弃牌）",
    "{place}: {cards}": "{place}：{cards}",
    "{sentence}.": "{sentence}。",
    ("Burned: {n} card.", "Burned: {n} cards."): "已烧牌：{n} 张。",
    "Seat {seat}: {amount} paid beside {bet}.": "{seat} 号座：{bet}旁已赔 {amount}。",
    "Seat {seat}: {amount} on {bet}.": "{seat} 号座：{bet}上 {amount}。",
    "Commission box {seat}: {amount}.": "{seat} 号佣金格：{amount}。",
    "Nothing is on the layout.": "台面上什么都没有。",
    # --- hand replay ---------------------------------------------------------------------------
    "Readying the shoe": "准备牌靴",
    "Closing the shoe": "收靴",
    "Coup": "局",
    "Round": "轮",
    "Coup {number}": "第 {number} 局",
    "Round {number}": "第 {number} 轮",
    "Hand {number}": "第 {number} 手",
    "the records of its shoe are damaged": "它的牌靴记录已损坏",
    "its shoe cannot be dealt again by this version of the app ({error})": "这个版本的程序无法重发它的牌靴（{error}）",
    "{drill} is not a table dealt from a shoe": "{drill} 不是用牌靴发牌的牌台",
    "its shoe ran out before that hand ({error})": "牌靴在那一手之前已发完（{error}）",
    "that hand is not in its shoe when it is dealt again (the app deals differently now)": "重发时牌靴里没有那一手（程序现在的发牌方式不同）",
    "the app deals that shoe differently now: the step answered is not where it was": "程序现在发这靴牌的方式不同：作答的那一步已不在原处",
    "This answer cannot be replayed: it was recorded before DealerTrainer kept the shoe and hand of each answer.":
        "这次作答无法重放：它记录于 DealerTrainer 开始保存每次作答的牌靴和牌局之前。",
    "This answer cannot be replayed: it was asked on its own, not dealt from a shoe at a table.":
        "这次作答无法重放：它是单独出的题，不是在牌台上从牌靴发出的。",
    "When": "时间",
    "Replay": "重放",
    "In DealerTrainer": "在 DealerTrainer 中",
    "Not kept": "未保存",
    # --- house notes ---------------------------------------------------------------------------
    "shoe": "牌靴",
    "deck": "副牌",
    "pack of two decks": "两副牌",
    "pack": "牌",
    "exactly one deck": "正好一副牌",
    "about {decks} of a deck": "约 {decks} 副牌",
    "about {decks} decks": "约 {decks} 副牌",
    "This house places the cut card {cards} cards from the end of the {pack}.": "本赌场把切牌卡放在{pack}倒数第 {cards} 张牌处。",
    "New house rule: the cut card. After a player cuts, the dealer slides the cut card into the {pack} so that {cards} cards ({about}) stay behind it. When it comes out, the {short} is nearly done and the dealer shuffles soon. How many cards stay behind it is the house's choice: here, {cards}.":
        "新的赌场规则：切牌卡。玩家切牌后，荷官把切牌卡插入{pack}，使后面留下 {cards} 张牌（{about}）。切牌卡出来时，{short}快发完了，荷官很快就要洗牌。后面留多少张牌由赌场决定：这里是 {cards} 张。",
    "finish this coup, deal one more coup, then shuffle": "发完这一局，再发一局，然后洗牌",
    "finish this coup, then shuffle": "发完这一局，然后洗牌",
    "This house: when the cut card comes out, {what}.": "本赌场：切牌卡出来时，{what}。",
    "New house rule: the cut card coming out. It is set aside and the coup goes on; what follows is the house's choice. Here the dealer will {what}.":
        "新的赌场规则：切牌卡出来。把它放在一边，这一局继续；之后怎么做由赌场决定。这里荷官会{what}。",
    "This house's limits: {small} chips after the {early}, {big} chips after the {late}; an open pair brings in the {big}-chip limit at once.":
        "本赌场的限额：{early}之后 {small} 个筹码，{late}之后 {big} 个筹码；明对出现时立即改为 {big} 个筹码的限额。",
    "New house rule: betting limits. Stud here is played with a fixed limit per bet or raise: a small limit of {small} chips on the early intervals and a big limit of {big} chips on the later ones, from the {first} on. An open pair on the board brings the big limit in at once, and it stays for the hand. The dealer announces the limit when it changes.":
        "新的赌场规则：下注限额。这里的梭哈每次下注或加注都是固定限额：前几轮为小限额 {small} 个筹码，从{first}起的后几轮为大限额 {big} 个筹码。明牌出现对子时立即改为大限额，并保持到这手结束。限额改变时荷官要宣布。",
    "This house's limits: {small} chips after the {early}, {big} chips after the {late}.":
        "本赌场的限额：{early}之后 {small} 个筹码，{late}之后 {big} 个筹码。",
    "New house rule: betting limits. Stud here is played with a fixed limit per bet or raise: a small limit of {small} chips on the early intervals and a big limit of {big} chips on the later ones, from the {first} on. The dealer announces the limit when it changes.":
        "新的赌场规则：下注限额。这里的梭哈每次下注或加注都是固定限额：前几轮为小限额 {small} 个筹码，从{first}起的后几轮为大限额 {big} 个筹码。限额改变时荷官要宣布。",
    "{names} and {last}": "{names}和{last}",
    "This house: the dealer hits soft 17.": "本赌场：荷官软17点要牌。",
    "This house: the dealer stands on soft 17.": "本赌场：荷官软17点停牌。",
    "New house rule: soft 17. A dealer's 17 counting an ace as 11 (A-6, A-2-4) is soft. Some houses have the dealer stand on it, some hit it; the felt says which. Here the dealer hits soft 17.":
        "新的赌场规则：软17点。荷官把A算作11点得到的17点（A-6、A-2-4）是软17点。有的赌场规定荷官停牌，有的规定要牌；台面上会写明。这里荷官软17点要牌。",
    "New house rule: soft 17. A dealer's 17 counting an ace as 11 (A-6, A-2-4) is soft. Some houses have the dealer stand on it, some hit it; the felt says which. Here the dealer stands on soft 17.":
        "新的赌场规则：软17点。荷官把A算作11点得到的17点（A-6、A-2-4）是软17点。有的赌场规定荷官停牌，有的规定要牌；台面上会写明。这里荷官软17点停牌。",
    "This house's fold penalty: {chips} chips for a hole card shown on a fold.": "本赌场的弃牌罚注：弃牌时亮出底牌罚 {chips} 个筹码。",
    "New house rule: the fold penalty. A player who lets a hole card be seen while folding pays a penalty into the pot, because the others have seen a card that is out of play. Here it is {chips} chips.":
        "新的赌场规则：弃牌罚注。玩家弃牌时让底牌被人看到，要向底池交罚注，因为其他人看到了一张已不在局中的牌。这里罚 {chips} 个筹码。",
    "Exam": "考试",
    "no skill of the catalogue lies under {skills}": "技能目录中 {skills} 下没有技能",
    "this house's rules deal no skill under {skills}": "本赌场规则下 {skills} 没有可出题的技能",
    "session {session} is not an unfinished session of this trainee": "第 {session} 次练习不是这位学员未完成的练习",
    # assignments and joining a class
    "an assignment is a paper or a drill, not {kind}": "作业只能是试卷或练习，不能是 {kind}",
    "a paper is sat as an exam": "试卷要以考试方式完成",
    "no table or drill {drill} to assign": "没有可布置的牌台或练习 {drill}",
    "give the assignment a title": "请给作业起个标题",
    "a title holds at most {most} characters, not {length}": "标题最多 {most} 个字符，而不是 {length} 个",
    "the due date has already passed": "截止日期已过",
    "the class database refused it ({error})": "班级数据库拒绝了这项操作（{error}）",
    "that assignment is no longer there (removed already?)": "这项作业已经不在了（是否已被删除？）",
    "it is too large or not text": "它太大或不是文本",
    "it does not name a drill and its options": "它没有指明练习及其选项",
    "This assignment cannot be opened: its settings cannot be read ({error}).": "这项作业无法打开：它的设置无法读取（{error}）。",
    "{name} is in no class of the class database yet: this PC's own settings are in force.":
        "{name} 还不在班级数据库的任何班级中：现在使用的是这台电脑自己的设置。",
    "{problem} You train on this PC's records as {name}; your answers are kept here and sent to the class when the server answers.":
        "{problem} 您以 {name} 的身份使用这台电脑的记录练习；作答保存在本机，服务器恢复后再发送到班级。",
    "(nothing)": "（无）",
    "{game} {pace}": "{game} {pace}",
    "{share} of a game's skills mastered · latest exam passed · pace an hour at least {paces}":
        "每个游戏掌握 {share} 的技能 · 最近一次考试通过 · 每小时速度至少 {paces}",
    "{share} of a game's skills mastered · pace an hour at least {paces}": "每个游戏掌握 {share} 的技能 · 每小时速度至少 {paces}",
    # --- verdicts ------------------------------------------------------------------------------
    "Too slow ({seconds} s). The answer: {expected}.": "太慢（{seconds} 秒）。答案：{expected}。",
    "Could not read {given}. Expected: {expected}.": "无法读取 {given}。应为：{expected}。",
    "Right amount, but not the standard chips: pay {expected}.": "金额正确，但不是标准筹码：应赔 {expected}。",
    "Right: {expected}.": "正确：{expected}。",
    "Not {given}. The answer: {expected}.": "不是 {given}。答案：{expected}。",
}

# The cut card's house notes: the baccarat translator's (zhbac, resources/locale/*/baccarat.po on main),
# repeated here so this branch's catalogs are whole before the merge; identical text, so either file answers.
FROM_BACCARAT: dict[str, tuple[str, str]] = {
    'This house places the cut card {n} cards from the end of the shoe.':
        ('本场把切牌卡插在距牌靴末尾{n}张处。',
         '本場把切牌卡插在距牌靴末尾{n}張處。'),
    "New house rule: the cut card. After a player cuts, the dealer slides the cut card into the shoe so that {n} cards ({about}) stay behind it. When it comes out, the shoe is nearly done and the dealer shuffles soon. How many cards stay behind it is the house's choice: here, {n}.":
        ('新的本场规则：切牌卡。玩家切牌后，荷官把切牌卡插入牌靴，使其后留下{n}张牌（{about}）。切牌卡出现时，这靴牌就快发完了，荷官很快要洗牌。切牌卡后留多少张由赌场决定：这里是{n}张。',
         '新的本場規則：切牌卡。玩家切牌後，荷官把切牌卡插入牌靴，使其後留下{n}張牌（{about}）。切牌卡出現時，這靴牌就快派完了，荷官很快要洗牌。切牌卡後留多少張由賭場決定：這裡是{n}張。'),
    'This house places the cut card {n} cards from the end of the deck.':
        ('本场把切牌卡插在距这副牌末尾{n}张处。',
         '本場把切牌卡插在距這副牌末尾{n}張處。'),
    "New house rule: the cut card. After a player cuts, the dealer slides the cut card into the deck so that {n} cards ({about}) stay behind it. When it comes out, the deck is nearly done and the dealer shuffles soon. How many cards stay behind it is the house's choice: here, {n}.":
        ('新的本场规则：切牌卡。玩家切牌后，荷官把切牌卡插入这副牌，使其后留下{n}张牌（{about}）。切牌卡出现时，这副牌就快发完了，荷官很快要洗牌。切牌卡后留多少张由赌场决定：这里是{n}张。',
         '新的本場規則：切牌卡。玩家切牌後，荷官把切牌卡插入這副牌，使其後留下{n}張牌（{about}）。切牌卡出現時，這副牌就快派完了，荷官很快要洗牌。切牌卡後留多少張由賭場決定：這裡是{n}張。'),
    'This house places the cut card {n} cards from the end of the pack of two decks.':
        ('本场把切牌卡插在距两副牌末尾{n}张处。',
         '本場把切牌卡插在距兩副牌末尾{n}張處。'),
    "New house rule: the cut card. After a player cuts, the dealer slides the cut card into the pack of two decks so that {n} cards ({about}) stay behind it. When it comes out, the pack is nearly done and the dealer shuffles soon. How many cards stay behind it is the house's choice: here, {n}.":
        ('新的本场规则：切牌卡。玩家切牌后，荷官把切牌卡插入两副牌中，使其后留下{n}张牌（{about}）。切牌卡出现时，这两副牌就快发完了，荷官很快要洗牌。切牌卡后留多少张由赌场决定：这里是{n}张。',
         '新的本場規則：切牌卡。玩家切牌後，荷官把切牌卡插入兩副牌中，使其後留下{n}張牌（{about}）。切牌卡出現時，這兩副牌就快派完了，荷官很快要洗牌。切牌卡後留多少張由賭場決定：這裡是{n}張。'),
    'This house: when the cut card comes out, finish this coup, deal one more coup, then shuffle.':
        ('本场规则：切牌卡出现时，发完本局，再发一局，然后洗牌。',
         '本場規則：切牌卡出現時，派完本局，再派一局，然後洗牌。'),
    "New house rule: the cut card coming out. It is set aside and the coup goes on; what follows is the house's choice. Here the dealer will finish this coup, deal one more coup, then shuffle.":
        ('新的本场规则：切牌卡出现。切牌卡放到一边，本局继续；之后怎么做由赌场决定。这里荷官会发完本局，再发一局，然后洗牌。',
         '新的本場規則：切牌卡出現。切牌卡放到一邊，本局繼續；之後怎麼做由賭場決定。這裡荷官會派完本局，再派一局，然後洗牌。'),
    'This house: when the cut card comes out, finish this coup, then shuffle.':
        ('本场规则：切牌卡出现时，发完本局即洗牌。',
         '本場規則：切牌卡出現時，派完本局即洗牌。'),
    "New house rule: the cut card coming out. It is set aside and the coup goes on; what follows is the house's choice. Here the dealer will finish this coup, then shuffle.":
        ('新的本场规则：切牌卡出现。切牌卡放到一边，本局继续；之后怎么做由赌场决定。这里荷官会发完本局即洗牌。',
         '新的本場規則：切牌卡出現。切牌卡放到一邊，本局繼續；之後怎麼做由賭場決定。這裡荷官會派完本局即洗牌。'),
}


# Traditional Chinese where it is not the Simplified text converted character by character
# (the converter's output is then fixed by the replacements below for every message).
ZH_TW_WORDS = {"二十一點": "廿一點", "台面": "枱面", "牌台": "牌枱", "百家樂台": "百家樂枱", "廿一點台": "廿一點枱",
               "梭哈台": "梭哈枱", "設置": "設定", "程序": "程式", "數據庫": "資料庫", "服務器": "伺服器",
               "信息": "資訊", "格里": "格裏", "傭": "佣", "註": "注", "説": "說", "兑": "兌",
               "字符": "字"}
ZH_TW: dict[object, str] = {
    "Blackjack": "廿一點",
}


def traditional(text: str) -> str:
    import opencc  # a translator's tool only (pip install opencc)

    converted = opencc.OpenCC("s2hk").convert(text)
    for simple, hk in ZH_TW_WORDS.items():
        converted = converted.replace(simple, hk)
    return converted


#: Messages the training layer shows whose first use is on a screen, so they are kept in ui.po
#: (untranslated there until the screens' translator fills them): kept in training.po as well, so
#: the reports come out whole from this area alone (the catalogs are read as one).
SHARED_WITH_UI = (
    "Game", "Audition", "Passed", "Not passed", "Pace", "Every mark reached over the whole length.", "Mark",
    "Result", "Needed", "Verdict", "Hand", "Cards", "Skill", "Asked", "Answered", "Right answer", "Missed hands",
    "Right", "Not yet", "No trainees in this class yet.", "Table", "When", "Question", "Given", "Replay",
    "All skills", "House rules in force:", "Questions", "Time per question", "Topic", "Median time", "Target",
    "Why", "By skill", "Missed questions", "Settings", "Shoe", "Exam",
)


def _marked() -> set[tuple[str | None, str]]:
    """Every message the code marks (packaging/messages.py's extraction)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("messages_tool", ROOT / "packaging" / "messages.py")
    tool = importlib.util.module_from_spec(spec)
    sys.modules["messages_tool"] = tool
    spec.loader.exec_module(tool)
    return set(tool.extract())


def fill(language: str, check: bool = False) -> int:
    from babel.messages.pofile import read_po, write_po

    path = LOCALE / language / "training.po"
    with path.open("rb") as file:
        catalog = read_po(file, locale=language)
    for msgid in SHARED_WITH_UI:
        if msgid not in catalog:
            catalog.add(msgid, "")
    marked = _marked()
    for message in list(catalog):  # a message the code no longer marks is dropped
        msgid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
        if msgid and (message.context, msgid) not in marked:
            catalog.delete(message.id, context=message.context)
    lacking = 0
    for message in catalog:
        if not message.id:
            continue
        key = tuple(message.id) if isinstance(message.id, (tuple, list)) else message.id
        text = ZH_CN.get(key)
        if key in FROM_BACCARAT:
            message.string = FROM_BACCARAT[key][0 if language == "zh_CN" else 1]
            continue
        if text is None:
            lacking += 1
            print(f"{language}: no translation for {key!r}")
            continue
        if language == "zh_TW":
            text = ZH_TW.get(key) or traditional(text)
        message.string = (text,) if isinstance(message.id, (tuple, list)) else text
    if not check:
        with path.open("wb") as file:
            write_po(file, catalog, width=100, sort_output=False, omit_header=False)
    return lacking


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    lacking = sum(fill(language, args.check) for language in ("zh_CN", "zh_TW"))
    return 1 if lacking else 0


if __name__ == "__main__":
    sys.exit(main())
